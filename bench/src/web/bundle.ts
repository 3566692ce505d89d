// The JavaScript and CSS each route downloads, from Vite's manifest: the entry chunk and the app's
// start it imports once it has run (its one dynamic import), then the route's lazy modules (layouts, guards and page, from the web app's route manifest), each with the
// chunks it imports statically. Sizes are measured here (gzip -9, brotli q11), not read from the
// precompressed files, so small files that the build leaves uncompressed count too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { modulesOf, PAGE_SCREENS } from '../../../apps/web/src/lib/route-manifest.js';
import { WEB_DIST } from '../lib/paths.js';
import type { AssetBytes, RouteWeight } from './types.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteModules {
  route: string;
  modules: string[];
}

/** Route → lazy modules (frames, then the page), from the web app's route manifest. */
export function routeModules(): RouteModules[] {
  return PAGE_SCREENS.map((screen) => ({ route: screen.path, modules: modulesOf(screen) }));
}

function requireKey(manifest: Manifest, key: string): string {
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest (was the web app built from this tree?)`);
  return key;
}

function closure(manifest: Manifest, roots: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return { js, css };
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

function sizeOf(file: string) {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(WEB_DIST, file));
    size = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    };
    sizeCache.set(file, size);
  }
  return size;
}

function total(files: Set<string>): AssetBytes {
  const sum: AssetBytes = { files: files.size, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

export function routeWeights(): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  return routeModules().map(({ route, modules }) => {
    const keys = [
      entry,
      ...(manifest[entry]?.dynamicImports ?? []),
      ...modules.map((key) => requireKey(manifest, key)),
    ];
    const { js, css } = closure(manifest, keys);
    // The one stylesheet every page has, when the build does not split it per chunk (vite.config.ts).
    for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) css.add(chunk.file);
    return { route, modules: keys, js: total(js), css: total(css) };
  });
}
