// Vite: React, Tailwind v4, the API proxy for `npm run dev`, and a manifest the prerender step reads.
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SOURCE = path.resolve(import.meta.dirname, 'src');
/** The app's start: main.tsx imports it once React DOM is evaluated, in a task of its own (issue 12). */
const START = path.join(SOURCE, 'app', 'start.tsx');

/**
 * Small modules that every page's chunk imports, taken into the start's chunk: left to itself Rolldown
 * gives each a chunk of its own, one more request and ~0.17 KB gzipped on every page (issue 12).
 */
const EVERY_PAGE = [path.join(SOURCE, 'components', 'document-title.tsx')];

/**
 * The app's own modules the start imports statically, itself included (and EVERY_PAGE), read from the module graph
 * once it is built: the start's chunk group below. (Making the start a second entry would let
 * Rolldown's `$initial` tag find them, but Rolldown then puts its runtime helpers, which React's
 * chunk and the start both use, in a chunk of their own: one more file and 0.4 KB gzipped per page.)
 * What these modules import in turn (the contract's texts and limits) joins them: a group takes its
 * modules' dependencies along.
 */
function startModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'gharguru:start-modules',
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (modules.has(id) || !id.startsWith(SOURCE)) return;
        modules.add(id);
        for (const child of this.getModuleInfo(id)?.importedIds ?? []) visit(child);
      };
      visit(START);
      for (const module of EVERY_PAGE) visit(module);
      if (modules.size < 2) this.error(`${START}: its static imports were not found in the module graph`);
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

export default defineConfig(({ isSsrBuild }) => {
  const start = startModules();
  return {
    plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [start.plugin])],
    server: {
      proxy: { '/api': 'http://localhost:3000' },
    },
    build: {
      manifest: true,
      // One stylesheet (styles.css), linked by the app shell and inlined by the prerendered pages,
      // which load the rest of it themselves (main.tsx). Split per chunk, it would belong to the
      // entry's chunk, which every page's chunk imports from the start's: each page's import would
      // then ask for the whole stylesheet, declaring the Devanagari web font again (e2e 12, 18).
      cssCodeSplit: false,
      // Hashed file names under assets/ are what the server caches for a year.
      assetsDir: 'assets',
      // Every browser we serve preloads modules itself (Chrome 66, Firefox 115, Safari 17); one that
      // does not still loads every module, only without the head start: no polyfill in every page (issue 12).
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // What every page runs before it hydrates, in two chunks that are evaluated in two tasks
              // (issue 12: Lighthouse's Total Blocking Time): the entry, main.tsx with React, React DOM
              // and Rolldown's runtime helpers; then the app's start, everything app/start.tsx imports
              // statically (the router, the layout, the English texts). Left to itself Rolldown splits
              // the parts that lazy pages share into small chunks, and separately gzipped chunks cost
              // /home ~4 KB more and 8 extra requests. Lazy pages still get their own chunks.
              codeSplitting: {
                groups: [
                  {
                    name: 'index',
                    test: /index\.html|src[\\/]main\.tsx|src[\\/]styles\.css|vite[\\/]preload-helper|node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    priority: 2,
                  },
                  { name: 'start', test: start.has, priority: 1 },
                ],
              },
            },
          },
    },
  };
});
