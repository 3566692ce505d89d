// The web app's real server renderer, built from the current sources for the test file that asks
// (as `npm run build -w @gharguru/web` makes it), in a web build folder of its own with the page
// shell's three markers: for the tests of the pages rendered on the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

/** The build's page shell: head, rendered HTML and embedded data markers, and the entry script. */
export const PAGE_SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--></head>',
  '<body><div id="root"><!--app-html--></div>',
  '    <!--app-data-->',
  '<script type="module" crossorigin src="/assets/index-test.js"></script></body></html>',
].join('\n');

/**
 * A web build folder (`webDist`) with the renderer for /tutors and /tutors/:id, built in a beforeAll
 * of the calling file and removed after its last test. Call it before the file's app is opened.
 */
export function serverRendererForFile(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-ssr-'));
  beforeAll(async () => {
    const script = path.resolve(import.meta.dirname, '../../web/scripts/build-server-renderer.mjs');
    const { buildServerRenderer } = await import(pathToFileURL(script).href);
    await buildServerRenderer(path.join(webDist, '.server'));
    const templates = { '/tutors': PAGE_SHELL, '/tutors/:id': PAGE_SHELL };
    fs.writeFileSync(path.join(webDist, '.server', 'templates.json'), JSON.stringify(templates));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<p>app shell</p>');
  }, 120_000);
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  return webDist;
}
