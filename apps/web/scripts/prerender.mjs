// Build step 2: renders every screen the route manifest (src/lib/route-manifest.ts) marks `prerender`
// to dist/<route>/index.html with react-dom/server, from an SSR build of src/prerender/entry-server.tsx
// made into node_modules/.cache. The client hydrates these pages; dist/index.html stays the app shell
// for the guarded routes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
// Inside the workspace so the bundle's bare imports (react, react-router...) resolve from node_modules.
const ssrOut = path.join(root, 'node_modules', '.cache', 'prerender');

/**
 * A prerendered page paints from its HTML alone (issue 12): the stylesheet Vite linked is inlined as
 * a <style> (all of it: ~7 KB gzipped, so no render-blocking request), and the entry script and
 * module preloads Vite put in <head> move to the end of <body>, fetched after the page's own bytes
 * and never ahead of what the first paint needs. Module scripts are deferred, so hydration starts
 * once the document is parsed, as before. The app shell (dist/index.html) keeps its links: guarded
 * pages are client-rendered anyway and reuse the cached stylesheet.
 */
function firstPaintFirst(shell) {
  const stylesheets = [...shell.matchAll(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  const scriptTags = [
    ...shell.matchAll(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g),
  ];
  let page = shell;
  for (const [tag, file] of stylesheets) {
    const css = fs.readFileSync(path.join(dist, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
    page = page.replace(tag, () => `\n    <style>${css}</style>`);
  }
  for (const [tag] of scriptTags) page = page.replace(tag, '');
  return { page, scripts: scriptTags.map(([tag]) => tag.trim()) };
}

try {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const entry = fs.readdirSync(ssrOut).find((name) => name.startsWith('entry-server'));
  const { render, PRERENDERED } = await import(pathToFileURL(path.join(ssrOut, entry)).href);

  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

  /** The page's chunk and its imports, so the browser fetches them beside the entry, not after it. */
  function preloadsFor(source) {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const child of chunk.imports ?? []) visit(child);
    };
    visit(source);
    return [...files]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
  }

  const head = firstPaintFirst(template);
  for (const { path: route, module } of PRERENDERED) {
    if (route.includes(':')) throw new Error(`${route} has parameters: only fixed paths can be prerendered`);
    let html = await render(route);
    // React hoists a page's <title> into the rendered markup; move it into <head>.
    const title = html.match(/<title>(.*?)<\/title>/s);
    html = html.replace(/<title>.*?<\/title>/gs, '');
    let page = head.page.replace('<!--app-html-->', html);
    if (title) page = page.replace(/<title>.*?<\/title>/s, title[0]);
    page = page.replace('</body>', `  ${[...head.scripts, preloadsFor(module)].join('\n    ')}\n  </body>`);
    const file = path.join(dist, route.replace(/^\//, ''), 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
    console.log(`prerendered ${route} -> ${path.relative(root, file)} (${(page.length / 1024).toFixed(1)} kB)`);
  }
} finally {
  fs.rmSync(ssrOut, { recursive: true, force: true });
}
