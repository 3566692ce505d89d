// Test helper: the app's router over a memory history, for components that need a location but no
// route tree (the app's own AppRouter is what renderRoutes uses).
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createMemoryHistory, Router, type To } from '../lib/router';

export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: To[]; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  const [shown, setShown] = useState({ location: history.location, action: history.action });
  useLayoutEffect(() => history.listen(({ location, action }) => setShown({ location, action })), [history]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
