// App-wide providers: i18next. The stored language is applied after hydration, so the prerendered
// (English) HTML always matches the first client render. TanStack Query is provided lower down, by
// the lazy query layout (see lib/query-client.ts).
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage, storedLanguage } from '../lib/i18n';

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    const language = storedLanguage();
    if (language !== i18n.language) void setLanguage(language, { remember: false });
  }, []);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
