// Whether the browser router is loading the next page's code (the layout shows a loading bar then).
import { createContext, useContext } from 'react';

export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
