// Where things are: the repository root, the server bundle, the results folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const at = (...parts: string[]) => path.join(REPO_ROOT, ...parts);
export const RESULTS_DIR = at('bench', 'results');
export const SERVER_BUNDLE = at('apps', 'server', 'dist', 'main.js');
export const WEB_DIST = at('apps', 'web', 'dist');
