// Is a build output out of date? Decided by content, not file times: the hash of every input file
// (path and bytes) is stored beside the output when it is built, and a build is stale when the
// inputs now hash differently. A checkout, `npm ci` or a lock-file upgrade can leave sources with
// times older than the build; their content still tells.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders that hold outputs or installed packages, never inputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.cache']);
/** Test files do not go into a build; editing one should not rebuild the app. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Every input file under `input` (a file or a folder), as '/'-separated paths relative to `root`. */
function inputFiles(root, input) {
  const absolute = path.join(root, input);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [input];
  const files = [];
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    const child = path.posix.join(input, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...inputFiles(root, child));
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      files.push(child);
    }
  }
  return files;
}

/** SHA-256 over the sorted paths and contents of the inputs (files or folders relative to `root`). */
export function hashInputs(root, inputs) {
  const files = [...new Set(inputs.flatMap((input) => inputFiles(root, input)))].sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    const content = fs.readFileSync(path.join(root, file));
    // Lengths keep "a" + "bc" and "ab" + "c" apart.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** Where the hash of a build's inputs is kept: beside its output, so deleting the output deletes it. */
export function stampFor(output) {
  return path.join(path.dirname(output), '.build-hash');
}

/** True when `output` is missing or was built from inputs whose hash is not `hash`. */
export function isStale(output, hash) {
  if (!fs.existsSync(output)) return true;
  const stamp = stampFor(output);
  if (!fs.existsSync(stamp)) return true;
  return fs.readFileSync(stamp, 'utf8').trim() !== hash;
}

/** Records that `output` was built from inputs hashing to `hash`. */
export function recordBuild(output, hash) {
  fs.writeFileSync(stampFor(output), `${hash}\n`);
}
