// The first paint before any script (issue 12, docs/decisions/026). A prerendered or server-rendered
// page carries no <script src> and no modulepreload the browser could find in its HTML (its preload
// scanner would fetch them while the page is still being parsed and painted, and a page-load
// simulation such as Lighthouse's counts every request that ended before the paint as needed for
// it). Instead, one small inline script at the end of <body> adds the entry script and the page's
// module preloads once the browser has painted the page: after its first contentful paint, and
// after the frame that shows every element parsed up to the script, that is the whole page. The
// script's text is the same on every page (the files it loads are in its data-entry and data-preload
// attributes), so the Content-Security-Policy allows it by one hash (apps/server/src/plugins/
// security.ts, from dist/.server/inline-scripts.json), never by 'unsafe-inline'.
import { createHash } from 'node:crypto';

/**
 * The loader's text (hashed for the CSP: any change here changes the hash the build writes). It
 * starts the download at once when there is nothing to wait for: a hidden tab (it paints nothing), or
 * an empty #root (the server sent a page's shell because rendering failed; the browser renders it).
 * A browser without paint timing waits for the frame only; none waits more than 3 s. It adds the entry
 * script first, then one module preload per task: starting a request costs the main thread a few ms
 * under DevTools' network instrumentation (Lighthouse's), and ten of them in one task made a task
 * that a 4x slower phone would find long (docs/performance.md, "blocking time on /about and
 * /contact-student").
 */
export const LOADER_SOURCE = [
  '(() => {',
  '  const me = document.currentScript;',
  '  let started = false;',
  '  const add = (tag, attribute, value) => {',
  '    const element = document.createElement(tag);',
  "    if (tag === 'link') element.rel = 'modulepreload';",
  "    else element.type = 'module';",
  "    element.crossOrigin = '';",
  '    element[attribute] = value;',
  '    document.head.append(element);',
  '  };',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  "    add('script', 'src', me.dataset.entry);",
  "    const preloads = (me.dataset.preload || '').split(' ').filter(Boolean);",
  '    const next = () => {',
  '      const href = preloads.shift();',
  '      if (!href) return;',
  "      add('link', 'href', href);",
  '      setTimeout(next, 0);',
  '    };',
  '    setTimeout(next, 0);',
  '  };',
  "  const root = document.getElementById('root');",
  "  if (document.visibilityState === 'hidden' || !root || !root.firstElementChild) return start();",
  '  setTimeout(start, 3000);',
  '  let painted = false;',
  '  let framed = false;',
  '  const ready = () => painted && framed && start();',
  '  const afterFrame = () => requestAnimationFrame(() => setTimeout(() => ((framed = true), ready()), 0));',
  '  requestAnimationFrame(afterFrame);',
  "  if (!PerformanceObserver.supportedEntryTypes || !PerformanceObserver.supportedEntryTypes.includes('paint')) {",
  '    painted = true;',
  '    return;',
  '  }',
  '  new PerformanceObserver((list, observer) => {',
  "    if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
  '    observer.disconnect();',
  '    painted = true;',
  '    ready();',
  "  }).observe({ type: 'paint', buffered: true });",
  '})();',
].join('\n');

/** The CSP source that allows an inline script with exactly this text: `'sha256-…'`. */
export const cspHashOf = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** `/assets/index-abc.js` and `/assets/home-page-def.js`: only a hashed file's path may go in an attribute. */
const assetPath = (file) => {
  if (!/^\/[\w./-]+\.js$/.test(file)) throw new Error(`${file} is not a script path the loader can take`);
  return file;
};

/** The loader's tag for a page: its entry script and the module preloads, in that order of need (the loader adds them in that order). */
export function loaderTag(entry, preloads) {
  const files = preloads.map(assetPath).join(' ');
  return `<script id="gg-loader" data-entry="${assetPath(entry)}" data-preload="${files}">${LOADER_SOURCE}</script>`;
}
