const c0 = process.cpuUsage();
let last = c0;
const cpu = () => { const c = process.cpuUsage(c0); return Math.round((c.user + c.system) / 1000); };
let prev = 0;
for (const name of ['zod', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'fastify', '@fastify/swagger', '@fastify/swagger-ui', '@fastify/helmet', '@fastify/compress', '@fastify/static', '@fastify/rate-limit', 'nodemailer', 'jose', '@node-rs/argon2', 'ajv', 'fast-json-stringify', 'fastify-type-provider-zod']) {
  await import(name);
  const now = cpu(); console.log(name.padEnd(28), now - prev, 'ms cpu'); prev = now;
}
