// Builds the parts whose output is missing or built from other inputs than the tree has now (web
// app, server bundle), judged by content hash (freshness.mjs). Shared by `npm start` and the
// end-to-end global set-up, so both serve exactly what is in the tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, isStale, recordBuild } from './freshness.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What every build depends on: installed versions, compiler settings, the shared contract. */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
];

/** Each build: its workspace (name and folder), the file that proves it exists, and its inputs. */
export const BUILDS = [
  {
    label: 'the web app',
    workspace: '@gharguru/web',
    folder: 'apps/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      ...SHARED_INPUTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/scripts',
    ],
  },
  {
    label: 'the server',
    workspace: '@gharguru/server',
    folder: 'apps/server',
    output: 'apps/server/dist/main.js',
    inputs: [
      ...SHARED_INPUTS,
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
    ],
  },
];

/** The builds of workspaces present under `root` that are stale, each with the hash of its inputs now. */
export function staleBuilds(root = REPO_ROOT) {
  return BUILDS.filter(({ folder }) => fs.existsSync(path.join(root, folder, 'package.json')))
    .map((build) => ({ ...build, hash: hashInputs(root, build.inputs) }))
    .filter((build) => isStale(path.join(root, build.output), build.hash));
}

export function buildStale(root = REPO_ROOT) {
  for (const build of staleBuilds(root)) {
    console.log(`> building ${build.label}`);
    // Always a production build, also when called from a test runner (NODE_ENV=test would make Vite
    // bundle React's development build, half as heavy again, and record it as fresh).
    const result = spawnSync('npm', ['run', 'build', '--workspace', build.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`building ${build.label} failed (exit ${result.status})`);
    // The hash taken before the build: a source edited during the build leaves it stale for next time.
    recordBuild(path.join(root, build.output), build.hash);
  }
}
