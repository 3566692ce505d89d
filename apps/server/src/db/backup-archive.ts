// Reads an embedded-database backup (PGlite's gzipped tar of its data directory) and checks it before
// PGlite sees it: a damaged gzip inside PGlite ends in an unhandled rejection that kills the process,
// and its tar reader takes whatever names and types the file holds. So the archive is unpacked here,
// each header checked (checksum, size within the file, a plain file or folder, no `..` in its name),
// and PGlite gets the plain tar only when all is well and PG_VERSION is in it.
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;
const REGULAR = new Set(['0', '\0']);
const DIRECTORY = '5';

/** A backup file that cannot be restored; the message says why, without a stack. */
export class ArchiveError extends Error {}

function text(block: Uint8Array, start: number, length: number): string {
  const field = Buffer.from(block.subarray(start, start + length)).toString('latin1');
  const end = field.indexOf('\0');
  return end === -1 ? field : field.slice(0, end);
}

function octal(block: Uint8Array, start: number, length: number): number {
  const field = text(block, start, length).trim();
  return /^[0-7]+$/.test(field) ? Number.parseInt(field, 8) : Number.NaN;
}

function checksumMatches(header: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum === octal(header, 148, 8);
}

function gunzip(data: Uint8Array): Uint8Array {
  try {
    return gunzipSync(data);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(`it is truncated or damaged (gzip: ${reason})`);
  }
}

/** The backup's tar, checked entry by entry; throws ArchiveError with the reason. */
export function checkedDataDirTar(file: Uint8Array): Uint8Array {
  const gzipped = file[0] === 0x1f && file[1] === 0x8b;
  const tar = gzipped ? gunzip(file) : file;
  if (tar.length < BLOCK || text(tar, 257, 5) !== 'ustar') {
    throw new ArchiveError('it is not a backup of the embedded database (neither a gzipped nor a plain tar)');
  }
  let hasVersion = false;
  let offset = 0;
  let ended = false;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    ended = header.every((byte) => byte === 0);
    if (ended) break;
    if (!checksumMatches(header)) throw new ArchiveError(`it is damaged (a bad header at byte ${offset})`);
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = octal(header, 124, 12);
    const type = text(header, 156, 1) || '\0';
    if (name.split('/').includes('..')) throw new ArchiveError(`it names a file outside the database folder (${name})`);
    if (!REGULAR.has(type) && type !== DIRECTORY) {
      throw new ArchiveError(`it holds something other than files and folders (${name}, type ${type})`);
    }
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!Number.isFinite(size) || end > tar.length) throw new ArchiveError(`it is truncated (in ${name})`);
    if (name.replace(/^\/+/, '') === 'PG_VERSION') hasVersion = true;
    offset = end;
  }
  // A tar ends with zero blocks: without them the file was cut off between two entries.
  if (!ended) throw new ArchiveError('it is truncated (no end of archive)');
  if (!hasVersion) throw new ArchiveError('it holds no database (no PG_VERSION)');
  return tar;
}
