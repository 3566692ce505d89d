// Sets the document title. In the browser an effect sets document.title, so client-side navigation
// always shows the current page's title (React's hoisted <title> would sit behind the static one in
// index.html). While prerendering it renders <title>, which scripts/prerender.mjs moves into <head>.
import { useEffect } from 'react';

export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return typeof window === 'undefined' ? <title>{title}</title> : null;
}
