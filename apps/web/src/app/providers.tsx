// App-wide setup: the stored language is applied after hydration, so the prerendered (English) HTML
// always matches the first client render. TanStack Query is provided lower down, by the lazy query
// layout (see lib/query-client.ts).
import { type ReactNode, useEffect } from 'react';
import { setLanguage, storedLanguage } from '../lib/i18n';

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    void setLanguage(storedLanguage(), { remember: false });
  }, []);
  return children;
}
