// The JavaScript and CSS each route downloads, from Vite's manifest: the entry chunk, then the
// route's lazy modules (layout and page, read from apps/web/src/app/routes.tsx), each with the
// chunks it imports statically. Sizes are measured here (gzip -9, brotli q11), not read from the
// precompressed files, so small files that the build leaves uncompressed count too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { paths, patterns } from '../../../apps/web/src/lib/paths.js';
import { at, WEB_DIST } from '../lib/paths.js';
import type { AssetBytes, RouteWeight } from './types.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteModules {
  route: string;
  modules: string[];
}

const ROUTES_FILE = at('apps', 'web', 'src', 'app', 'routes.tsx');
const IMPORT = /import\('([^']+)'\)/g;

/** The `{ … children: [` objects enclosing position `at`, innermost first: the text before `children:`. */
function enclosingRouteObjects(source: string, at: number): string[] {
  const found: string[] = [];
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = source[i];
    if (c === ']' || c === '}' || c === ')') depth++;
    else if (c === '[' || c === '{' || c === '(') {
      if (depth > 0) {
        depth--;
        continue;
      }
      // An opening bracket around `at`: a children array names the route object that holds it.
      if (c === '[' && /children:\s*$/.test(source.slice(Math.max(0, i - 20), i))) {
        let objectDepth = 0;
        for (let j = i - 1; j >= 0; j--) {
          const d = source[j];
          if (d === ']' || d === '}' || d === ')') objectDepth++;
          else if (d === '[' || d === '{' || d === '(') {
            if (objectDepth > 0) objectDepth--;
            else {
              found.push(source.slice(j, i));
              break;
            }
          }
        }
      }
    }
  }
  return found;
}

/** The body of a top-level `function name` (up to its closing brace at column 0), or undefined. */
function functionBody(source: string, name: string): string | undefined {
  const definition = new RegExp(`(?:function ${name}\\b|const ${name} = )`).exec(source);
  if (!definition) return undefined;
  const end = source.indexOf('\n}', definition.index);
  return source.slice(definition.index, end < 0 ? undefined : end + 2);
}

/** A helper imported from another module of src/ (e.g. loadStaffTexts from ../lib/i18n): its dynamic imports, as paths relative to src/app. */
function importsOfImportedHelper(source: string, name: string): string[] {
  const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\.[^']+)'`).exec(source)?.[1];
  if (!from) return [];
  const base = path.join(path.dirname(ROUTES_FILE), from);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  if (!file) return [];
  const body = functionBody(readFileSync(file, 'utf8'), name) ?? '';
  return [...body.matchAll(IMPORT)].map((m) =>
    path.posix.relative(path.dirname(ROUTES_FILE), path.join(path.dirname(file), m[1]!)),
  );
}

/** Dynamic imports in `text`, and in the bodies of the helpers that `text` calls (one level). */
function importsIn(text: string, source: string): string[] {
  const specifiers = [...text.matchAll(IMPORT)].map((m) => m[1]!);
  for (const call of text.matchAll(/\b([a-zA-Z]\w*)\(/g)) {
    const name = call[1]!;
    if (name === 'import') continue;
    const body = functionBody(source, name);
    if (!body) {
      specifiers.push(...importsOfImportedHelper(source, name));
      continue;
    }
    specifiers.push(...[...body.matchAll(IMPORT)].map((m) => m[1]!));
    for (const inner of body.matchAll(/\b([a-zA-Z]\w*)\(\)/g))
      specifiers.push(...importsOfImportedHelper(source, inner[1]!));
    // One more level: a helper that calls another helper (staffGuard -> guards).
    for (const inner of body.matchAll(/\b([a-zA-Z]\w*)\(\)/g)) {
      const innerDefinition = new RegExp(`const ${inner[1]} = [^\\n]*`).exec(source);
      if (innerDefinition) specifiers.push(...[...innerDefinition[0].matchAll(IMPORT)].map((m) => m[1]!));
    }
  }
  return [...new Set(specifiers)];
}

/**
 * Route → lazy modules, read from the route table so a new page is measured without editing this:
 * the page's module, and every module the `lazy` of an enclosing route object imports (layouts,
 * guards), including through helpers it calls (defined in routes.tsx, or imported from src/, like
 * loadStaffTexts), one level deep.
 */
export function routeModules(source = readFileSync(ROUTES_FILE, 'utf8')): RouteModules[] {
  const toKey = (specifier: string) => path.posix.join('src/app', specifier);
  const named: Record<string, string> = { ...patterns };
  for (const [name, value] of Object.entries(paths)) if (typeof value === 'string') named[name] = value;
  const out: RouteModules[] = [];
  for (const match of source.matchAll(/page\(\s*(paths|patterns)\.(\w+),\s*\(\) => import\('([^']+)'\)/g)) {
    const route = match[1] === 'patterns' ? patterns[match[2] as keyof typeof patterns] : named[match[2]!];
    if (!route) throw new Error(`routes.tsx names ${match[1]}.${match[2]}, which lib/paths.ts lacks`);
    const wrapping = enclosingRouteObjects(source, match.index ?? 0)
      .reverse()
      .flatMap((object) => importsIn(object, source));
    out.push({ route, modules: [...new Set([...wrapping, match[3]!])].map(toKey) });
  }
  if (out.length === 0) throw new Error('no lazy pages found in routes.tsx');
  return out;
}

function resolveKey(manifest: Manifest, key: string): string {
  for (const candidate of [key, `${key}.tsx`, `${key}.ts`]) if (manifest[candidate]) return candidate;
  throw new Error(`${key} is not in the Vite manifest (was the web app built from this tree?)`);
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
    const keys = [entry, ...modules.map((key) => resolveKey(manifest, key))];
    const { js, css } = closure(manifest, keys);
    return { route, modules: keys, js: total(js), css: total(css) };
  });
}
