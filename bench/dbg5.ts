import { and, desc, eq, sql, count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, tuitions, teachers } from '../apps/server/src/db/schema.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/gharguru_bench_100k', max: 1 });
const db = drizzle({ client: pool, schema, casing: 'snake_case' });
const id = '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7';
const build = () => db.select({ id: tuitions.id, teacherId: tuitions.teacherId, name: tuitions.name, subjects: tuitions.subjects, forClass: tuitions.forClass, price: tuitions.price, priceType: tuitions.priceType, teacherDetails: tuitions.teacherDetails, status: tuitions.status, createdAt: tuitions.createdAt, updatedAt: tuitions.updatedAt }).from(tuitions).where(and(eq(tuitions.teacherId, id), undefined)).orderBy(desc(tuitions.createdAt), desc(tuitions.id)).limit(10).offset(0);
for (let i = 0; i < 2000; i++) build().toSQL();
let t = performance.now(); const n = 20000; for (let i = 0; i < n; i++) build().toSQL();
console.log('build+toSQL µs', ((performance.now() - t) / n * 1000).toFixed(1));
const prepared = db.select({ id: tuitions.id, teacherId: tuitions.teacherId, name: tuitions.name, subjects: tuitions.subjects, forClass: tuitions.forClass, price: tuitions.price, priceType: tuitions.priceType, teacherDetails: tuitions.teacherDetails, status: tuitions.status, createdAt: tuitions.createdAt, updatedAt: tuitions.updatedAt }).from(tuitions).where(eq(tuitions.teacherId, sql.placeholder('id'))).orderBy(desc(tuitions.createdAt), desc(tuitions.id)).limit(sql.placeholder('limit')).prepare('tp');
for (const [name, fn] of [['dynamic', () => build()], ['prepared', () => prepared.execute({ id, limit: 10 })], ['raw pool.query', () => pool.query('select id from tuitions where teacher_id = $1 order by created_at desc, id desc limit 10', [id])]] as const) {
  for (let i = 0; i < 500; i++) await fn();
  const c0 = process.cpuUsage(); t = performance.now(); const m = 3000;
  for (let i = 0; i < m; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(name, 'wall µs', ((performance.now() - t) / m * 1000).toFixed(0), 'node cpu µs', ((c.user + c.system) / m).toFixed(0));
}
await pool.end();
