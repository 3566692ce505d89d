// Vite: React, Tailwind v4, the API proxy for `npm run dev`, and a manifest the prerender step reads.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    manifest: true,
    // Hashed file names under assets/ are what the server caches for a year.
    assetsDir: 'assets',
  },
});
