// How fast the outbox worker hands messages to a local SMTP server (not a test: run it by hand).
//   npx tsx apps/server/test/notifications/throughput.ts [count] [postgres-url]
// Writes `count` e-mails into the outbox of a fresh database (in-memory PGlite, or the given
// PostgreSQL database, which it empties of outbox rows first), drains them through nodemailer into
// an in-process smtp-server, and prints messages per second.
import { openDatabase } from '../../src/db/client.js';
import { outboxMessages } from '../../src/db/schema.js';
import { createEmailTransport } from '../../src/modules/notifications/transports/email.js';
import { createOutboxWorker } from '../../src/modules/notifications/worker.js';
import { startMailCatcher } from './mail-catcher.js';

const count = Number(process.argv[2] ?? 500);
const url = process.argv[3];
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
await database.db.delete(outboxMessages);
const mail = await startMailCatcher();
for (let start = 0; start < count; start += 500) {
  await database.db.insert(outboxMessages).values(
    Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      kind: 'adminNewContactMessage' as const,
      channel: 'email' as const,
      recipientKind: 'admin' as const,
      recipient: `admin${start + i}@example.com`,
      language: 'ne' as const,
      subject: 'नयाँ सम्पर्क सन्देश: शुल्क',
      body: 'सीता राई ले सम्पर्क फारमबाट सन्देश पठाउनुभयो।\n\nपढ्नुहोस्: https://gharguru.test/admin-profile/contact-form-data',
    })),
  );
}
const worker = createOutboxWorker({
  db: database.db,
  transports: [createEmailTransport({ smtpUrl: mail.url, from: 'GharGuru <hello@gharguru.test>' })],
  pollMs: 60_000,
});
const started = process.hrtime.bigint();
const handled = await worker.drain();
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(
  `${url ? 'PostgreSQL' : 'PGlite'}: ${handled} e-mails in ${seconds.toFixed(2)} s = ${(handled / seconds).toFixed(0)} messages/s; received ${mail.mails.length}`,
);
await worker.stop();
await mail.stop();
await database.db.delete(outboxMessages);
await database.close();
