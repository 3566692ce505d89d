// A ustar archive written by hand, for backups no honest tool makes: names that climb out with
// `..`, links, a lone PG_VERSION.
import { gzipSync } from 'node:zlib';

export interface TarEntry {
  name: string;
  data?: string;
  /** '0' file (default), '2' symbolic link, '5' folder. */
  type?: '0' | '2' | '5';
  linkName?: string;
}

function header({ name, data = '', type = '0', linkName = '' }: TarEntry): Buffer {
  const block = Buffer.alloc(512);
  const put = (text: string, start: number) => block.write(text, start, 'latin1');
  put(name, 0);
  put('0000644\0', 100);
  put('0000000\0', 108);
  put('0000000\0', 116);
  put(`${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`, 124);
  put('00000000000\0', 136);
  put('        ', 148);
  put(type, 156);
  put(linkName, 157);
  put('ustar\0', 257);
  put('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

export function gzippedTar(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry));
    const data = Buffer.from(entry.data ?? '', 'latin1');
    parts.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}
