// `npm run visualise -w @gharguru/bench`: a text bundle visualiser. Builds the web app into a
// temporary folder with the project's Vite config plus a plugin that lists, for the chunks a route
// downloads, the bytes each package (or source folder) contributes after minification.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { declareFlags, parseFlags, stringFlag } from '../lib/args.js';
import { at } from '../lib/paths.js';
import { kb, markdownTable } from '../lib/format.js';
import { routeModules } from './bundle.js';

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

function owner(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const src = clean.indexOf('/src/');
  if (src >= 0)
    return clean
      .slice(src + 1)
      .split('/')
      .slice(0, 3)
      .join('/');
  return clean;
}

const flags = parseFlags(declareFlags({ values: ['route'] }));
const route = stringFlag(flags, 'route', '/home');
const webRoot = at('apps', 'web');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'gharguru-visualise-'));
const chunks: ChunkInfo[] = [];
const collect: Plugin = {
  name: 'bench-collect-chunks',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks.push({
        fileName: output.fileName,
        isEntry: output.isEntry,
        facadeModuleId: output.facadeModuleId,
        imports: output.imports,
        modules: output.modules as ChunkInfo['modules'],
      });
    }
  },
};

try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [collect],
    build: { outDir, emptyOutDir: true, minify: true },
  });
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = routeModules().find((r) => r.route === route);
  if (!wanted) throw new Error(`no route ${route}`);
  const roots = [
    ...chunks.filter((chunk) => chunk.isEntry),
    ...chunks.filter((chunk) =>
      wanted.modules.some((key) => chunk.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(key.replace(/\.tsx?$/, ''))),
    ),
  ];
  const seen = new Set<string>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const child of chunk.imports) visit(byFile.get(child));
  };
  for (const chunk of roots) visit(chunk);
  const sizes = new Map<string, number>();
  for (const file of seen) {
    for (const [id, info] of Object.entries(byFile.get(file)!.modules)) {
      sizes.set(owner(id), (sizes.get(owner(id)) ?? 0) + info.renderedLength);
    }
  }
  const rows = [...sizes].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`${route}: ${seen.size} chunks, ${kb(total)} minified before compression\n`);
  console.log(
    markdownTable(
      ['Package or folder', 'Minified', 'Share'],
      rows.map(([name, bytes]) => [name, kb(bytes), `${((bytes / total) * 100).toFixed(1)} %`]),
    ),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
