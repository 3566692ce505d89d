// Prints the JavaScript and CSS each prerendered page loads before it is interactive (gzip and
// brotli sizes, from the .gz/.br files the build wrote). Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const size = (file, ext) => fs.statSync(path.join(dist, `${file}${ext}`)).size;

const pages = fs
  .readdirSync(dist, { recursive: true })
  .filter((file) => String(file).endsWith('index.html'))
  .map(String)
  .sort();
for (const page of pages) {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const unique = [...new Set(assets)];
  const js = unique.filter((file) => file.endsWith('.js'));
  const css = unique.filter((file) => file.endsWith('.css'));
  const total = (files, ext) => files.reduce((sum, file) => sum + size(file, ext), 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `/${path.dirname(page)}`.replace(/\/\.$/, '/ (app shell)').padEnd(22),
    `JS ${kb(total(js, '.gz'))} gz / ${kb(total(js, '.br'))} br (${js.length} files)`.padEnd(48),
    `CSS ${kb(total(css, '.gz'))} gz`,
    `HTML ${kb(size(page, '.gz'))} gz`,
  );
}
