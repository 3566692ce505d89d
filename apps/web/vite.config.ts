// Vite: React, Tailwind v4, the API proxy for `npm run dev`, and a manifest the prerender step reads.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    manifest: true,
    // Hashed file names under assets/ are what the server caches for a year.
    assetsDir: 'assets',
    // Every browser we serve preloads modules itself (Chrome 66, Firefox 115, Safari 17); one that
    // does not still loads every module, only without the head start: no polyfill in every page (issue 12).
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Everything the entry imports statically (React, the router, the layout, English texts)
            // is needed by every page: keep it in the entry chunk. Left to itself Rolldown splits the
            // parts that lazy pages share into small chunks, and separately gzipped chunks cost
            // /home ~4 KB more and 8 extra requests. Lazy pages still get their own chunks.
            codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
          },
        },
  },
}));
