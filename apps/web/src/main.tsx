// Browser entry. Prerendered pages are hydrated; the app shell (guarded routes) is rendered fresh.
// Kept small (issue 12): this module, React DOM and the app's start (app/start.tsx, a chunk of its
// own) are evaluated in three tasks, so none is one long task on a slow phone.
import './styles.css';

/**
 * Resolves once the browser has shown the prerendered HTML's first contentful paint, so hydrating, a
 * long task on a slow phone, never holds it back. Usually the paint came long before the scripts
 * arrived and this resolves at once. A hidden tab paints nothing and does not wait; a browser
 * without paint timing waits for the next frame; none waits more than 3 s.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    setTimeout(done, 3000);
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : undefined;
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(done, 0));
  });
}

/**
 * A prerendered or server-rendered page inlines only the rules it can use itself
 * (scripts/critical-css.mjs) and the faces of the Devanagari words it shows; the stylesheet's other
 * class rules and every word face, for the pages a visitor moves to, load now, after the first paint
 * (their addresses are in <meta name="gg-stylesheet">; scripts/prerender.mjs).
 */
function loadRestOfStylesheet() {
  const hrefs = document.querySelector<HTMLMetaElement>('meta[name="gg-stylesheet"]')?.content.split(/\s+/) ?? [];
  for (const href of hrefs) {
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

/** A task boundary: what comes after it is evaluated in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  loadRestOfStylesheet();
  const prerendered = document.getElementById('root')?.firstElementChild != null;
  const painted = prerendered ? afterFirstPaint() : Promise.resolve();
  // React DOM is in this module's chunk (vite.config.ts), but its code runs only when imported: in
  // the next task. The app's start (the router, the layout, the texts: app/start.tsx, preloaded
  // beside this file) is evaluated in the task after that.
  await nextTask();
  const dom = await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start');
  await start(dom, painted);
}

void boot();
