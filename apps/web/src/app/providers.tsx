// App-wide setup. The page hydrates in the language the server sent it in (<html lang>, loaded
// before hydrating by app/start.tsx); a choice stored on this device wins afterwards and is written to
// the cookie again, so the server sends the next page in it (docs/decisions/019). TanStack Query is
// provided lower down, by the lazy query layout (see lib/query-client.ts).
import { type ReactNode, useEffect } from 'react';
import { pageLanguage, setLanguage, storedLanguage } from '../lib/i18n';

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stored = storedLanguage();
    void setLanguage(stored ?? pageLanguage(), { remember: stored !== undefined });
  }, []);
  return children;
}
