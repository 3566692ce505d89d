// Component tests for the web app: jsdom, Testing Library matchers, one setup file.
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // A worker thread per file, as the root vitest.config.ts chooses for every project.
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    // Tests of the production build run in the root config's `web:build` project, after the build.
    exclude: [...configDefaults.exclude, 'src/**/*.build.test.ts'],
    // The repository's shared set-up (an unexpected console.error fails the test), then the web's own.
    setupFiles: ['../../vitest.setup.ts', 'src/test/setup.ts'],
    // Typing into whole forms with user-event is slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
