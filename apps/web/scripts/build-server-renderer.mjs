// The SSR build of the web app (decisions 001 and 017): src/prerender/entry-server.tsx (the
// prerenderer's `render`) and src/prerender/render-page.tsx (the server's `renderPage`, on each
// request), self-contained (React and the rest bundled in, so the server needs none of the web
// app's packages). Used by scripts/prerender.mjs, and by the server's tests of the rendered pages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds into `outDir`: entry-server.mjs, render-page.mjs and their chunks. */
export async function buildServerRenderer(outDir) {
  // Vite keeps a NODE_ENV it finds (`test` under Vitest) and the JSX transform follows it: the
  // development JSX calls would then meet React's production build. Production for the build's length.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildBundle(outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildBundle(outDir) {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    // React's production build, whatever NODE_ENV the server runs with (the bundle has both, and
    // React's development build renders a page ~7x slower).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: {
          'entry-server': path.join(webRoot, 'src/prerender/entry-server.tsx'),
          'render-page': path.join(webRoot, 'src/prerender/render-page.tsx'),
        },
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
}
