// The web app's real server renderer, built from the current sources for the test file that asks
// (as `npm run build -w @gharguru/web` makes it), in a web build folder of its own with the page
// shell's three markers: for the tests of the pages rendered on the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

/** The build's page shell: head, rendered HTML and embedded data markers, and the script loader. */
function pageShell(loaderTag: (entry: string, preloads: string[]) => string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--></head>',
    '<body><div id="root"><!--app-html--></div>',
    '    <!--app-data-->',
    `${loaderTag('/assets/index-test.js', ['/assets/page-test.js'])}</body></html>`,
  ].join('\n');
}

/**
 * A web build folder (`webDist`) with the renderer for /tutors and /tutors/:id, built in a beforeAll
 * of the calling file and removed after its last test, and the loader's hash for the CSP
 * (.server/inline-scripts.json), as the build writes them. Call it before the file's app is opened.
 */
export function serverRendererForFile(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-ssr-'));
  beforeAll(async () => {
    const scripts = path.resolve(import.meta.dirname, '../../web/scripts');
    const { buildServerRenderer } = await import(pathToFileURL(path.join(scripts, 'build-server-renderer.mjs')).href);
    const loader = await import(pathToFileURL(path.join(scripts, 'first-paint-loader.mjs')).href);
    await buildServerRenderer(path.join(webDist, '.server'));
    const shell = pageShell(loader.loaderTag);
    const templates = {
      '/tutors': shell,
      '/tutors/:id': shell,
      '/tutors/in/:city': shell,
      '/tutors/in/:city/:subject': shell,
    };
    fs.writeFileSync(path.join(webDist, '.server', 'templates.json'), JSON.stringify(templates));
    fs.writeFileSync(
      path.join(webDist, '.server', 'inline-scripts.json'),
      JSON.stringify({ scriptSrc: [loader.cspHashOf(loader.LOADER_SOURCE)] }),
    );
    fs.writeFileSync(path.join(webDist, 'index.html'), '<p>app shell</p>');
  }, 120_000);
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  return webDist;
}
