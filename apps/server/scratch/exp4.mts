import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const good = fs.readFileSync('/tmp/sec1/good.tgz');
for (const [name, data] of [['garbage', Buffer.from('this is not a backup at all '.repeat(100))], ['truncated', good.subarray(0, Math.floor(good.length / 2))]] as const) {
  const dir = `/tmp/sec1/exp-${name}`;
  fs.rmSync(dir, { recursive: true, force: true });
  const t = Date.now();
  try {
    const c = await PGlite.create(dir, { loadDataDir: new Blob([data]) });
    console.log(name, 'opened', (await c.query("select to_regclass('x') as r")).rows);
    await c.close();
  } catch (e) {
    console.log(name, 'failed', Date.now() - t, String(e).slice(0, 200));
  }
  console.log(fs.existsSync(dir) ? fs.readdirSync(dir).length : 'nodir');
}
