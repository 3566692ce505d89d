// `npm run bench:outbox`: the outbox worker's throughput alone (bench:api measures it too, after
// the endpoints). Flags: --messages N (1000 per channel and database), --batch N (10, the server's
// claim size), --database-url URL (the bench's; the scratch database is `<name>_outbox`),
// --skip-postgres (PGlite only).
import { benchOutbox } from './api/outbox-throughput.js';
import { boolFlag, declareFlags, numberFlag, parseFlags, stringFlag } from './lib/args.js';
import { benchDatabaseUrl } from './lib/database.js';
import { machineInfo } from './lib/machine.js';
import { writeResults } from './report/results-file.js';

async function main() {
  const flags = parseFlags(
    declareFlags({ values: ['messages', 'batch', 'database-url'], switches: ['skip-postgres'] }),
  );
  const machine = machineInfo();
  const outbox = await benchOutbox({
    databaseUrl: boolFlag(flags, 'skip-postgres') ? undefined : stringFlag(flags, 'database-url', benchDatabaseUrl()),
    messages: numberFlag(flags, 'messages', 1000),
    batchSize: numberFlag(flags, 'batch', 10),
  });
  writeResults({
    machine,
    api: { outbox },
    command: `npm run bench:outbox -- ${process.argv.slice(2).join(' ')}`.trim(),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
