// What `npm start` rebuilds, decided on real folders laid out like the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, staleBuilds } from './build-stale.mjs';
import { hashInputs, isStale, recordBuild, stampFor } from './freshness.mjs';

let root;

function write(file, content) {
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, content);
}

/** Pretends to run every build: writes its output and records the hash of its inputs. */
function buildEverything() {
  for (const build of BUILDS) {
    write(build.output, 'built');
    recordBuild(path.join(root, build.output), hashInputs(root, build.inputs));
  }
}

const staleLabels = () => staleBuilds(root).map((build) => build.label);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-freshness-'));
  write('package.json', '{"name":"gharguru"}');
  write('package-lock.json', '{"packages":{"node_modules/react-router":{"version":"7.18.5"}}}');
  write('tsconfig.base.json', '{"compilerOptions":{"strict":true}}');
  write('packages/contract/package.json', '{}');
  write('packages/contract/src/index.ts', 'export const MSG = {};');
  write('apps/web/package.json', '{}');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/web/src/main.tsx', 'start();');
  write('apps/web/src/main.test.tsx', 'it();');
  write('apps/server/package.json', '{}');
  write('apps/server/build.mjs', 'build();');
  write('apps/server/src/main.ts', 'listen();');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('staleBuilds', () => {
  it('builds everything when nothing was built yet', () => {
    expect(staleLabels()).toEqual(['the web app', 'the server']);
  });

  it('builds nothing when the inputs are those of the last build', () => {
    buildEverything();
    expect(staleLabels()).toEqual([]);
  });

  it('rebuilds both after a dependency upgrade changes package-lock.json', () => {
    buildEverything();
    write('package-lock.json', '{"packages":{"node_modules/react-router":{"version":"7.18.6"}}}');
    expect(staleLabels()).toEqual(['the web app', 'the server']);
  });

  it('rebuilds both when tsconfig.base.json or the contract changes', () => {
    buildEverything();
    write('tsconfig.base.json', '{"compilerOptions":{"strict":false}}');
    expect(staleLabels()).toEqual(['the web app', 'the server']);
    buildEverything();
    write('packages/contract/src/messages.ts', 'export const MORE = {};');
    expect(staleLabels()).toEqual(['the web app', 'the server']);
  });

  it('rebuilds only the part whose own sources changed', () => {
    buildEverything();
    write('apps/web/src/main.tsx', 'start(); hydrate();');
    expect(staleLabels()).toEqual(['the web app']);
    buildEverything();
    write('apps/server/src/routes.ts', 'route();');
    expect(staleLabels()).toEqual(['the server']);
  });

  it('ignores file times: a source older or newer than the build with the same content is fresh', () => {
    buildEverything();
    const source = path.join(root, 'apps/web/src/main.tsx');
    const later = new Date(Date.now() + 3_600_000);
    fs.utimesSync(source, later, later);
    expect(staleLabels()).toEqual([]);
  });

  it('ignores test files, which no build includes', () => {
    buildEverything();
    write('apps/web/src/main.test.tsx', 'it(); it();');
    expect(staleLabels()).toEqual([]);
  });

  it('rebuilds when the output was deleted, even with its stamp left behind', () => {
    buildEverything();
    fs.rmSync(path.join(root, 'apps/server/dist/main.js'));
    expect(staleLabels()).toEqual(['the server']);
  });

  it('skips a build whose workspace is not in the tree', () => {
    fs.rmSync(path.join(root, 'apps/web'), { recursive: true });
    expect(staleLabels()).toEqual(['the server']);
  });
});

describe('hashInputs', () => {
  it('changes when a file moves, even with the same content', () => {
    const before = hashInputs(root, ['apps/server/src']);
    fs.renameSync(path.join(root, 'apps/server/src/main.ts'), path.join(root, 'apps/server/src/index.ts'));
    expect(hashInputs(root, ['apps/server/src'])).not.toBe(before);
  });

  it('does not depend on where the repository is checked out', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-freshness-copy-'));
    try {
      fs.cpSync(root, copy, { recursive: true });
      expect(hashInputs(copy, BUILDS[1].inputs)).toBe(hashInputs(root, BUILDS[1].inputs));
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('leaves node_modules and dist out', () => {
    const before = hashInputs(root, ['apps/web']);
    write('apps/web/node_modules/.cache/prerender/entry.js', 'cached');
    write('apps/web/dist/index.html', 'built');
    expect(hashInputs(root, ['apps/web'])).toBe(before);
  });
});

describe('isStale', () => {
  it('compares the stored hash beside the output with the given one', () => {
    const output = path.join(root, 'apps/server/dist/main.js');
    write('apps/server/dist/main.js', 'built');
    expect(isStale(output, 'abc')).toBe(true);
    recordBuild(output, 'abc');
    expect(fs.readFileSync(stampFor(output), 'utf8')).toBe('abc\n');
    expect(isStale(output, 'abc')).toBe(false);
    expect(isStale(output, 'abd')).toBe(true);
  });
});
