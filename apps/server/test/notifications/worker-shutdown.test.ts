// The outbox worker in the real server process (src/main.ts): it sends on its own, SIGTERM while it
// is sending stops it cleanly (exit 0, nothing logged as failed), and after a restart on the same
// database every family hears of their request exactly once. On PGlite and on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type FreshPostgresDatabase, createFreshPostgresDatabase, onPostgres } from '../lifecycle/fresh-postgres.js';
import { isAnswer, send } from '../lifecycle/http-client.js';
import { startFromMigratedSnapshot } from '../lifecycle/migrated-data-dir.js';
import { startServer, waitForExit } from '../lifecycle/server-process.js';
import { type LocalSmsGateway, startLocalSmsGateway } from './local-sms-gateway.js';

const REQUESTS = 30;

let dataDir: string | undefined;
let postgres: FreshPostgresDatabase | undefined;
let gateway: LocalSmsGateway | undefined;

afterEach(async () => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
  await gateway?.close();
  dataDir = undefined;
  postgres = undefined;
  gateway = undefined;
});

describe('the outbox worker in the server process', () => {
  it('stops cleanly on SIGTERM and, after a restart, every message is delivered exactly once', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-outbox-'));
    postgres = onPostgres ? await createFreshPostgresDatabase() : undefined;
    if (!onPostgres) await startFromMigratedSnapshot(dataDir);
    gateway = await startLocalSmsGateway();
    const env = { SMS_GATEWAY_URL: gateway.url, SMS_TOKEN: 'test-token', SMS_FROM: 'GharGuru', OUTBOX_POLL_MS: '100' };
    const database = { dataDir, databaseUrl: postgres?.url };

    const first = await startServer(database, { env });
    const codes: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const outcome = await send(first.port, {
        method: 'POST',
        path: '/api/student/request',
        body: buildStudentRequest({ email: null, mobile: `98${String(10_000_000 + i)}` }),
      });
      if (!isAnswer(outcome) || outcome.status !== 201) throw new Error(JSON.stringify(outcome));
      codes.push(JSON.parse(outcome.body).requestCode);
    }
    await gateway.waitFor(1);
    first.child.kill('SIGTERM');
    expect(await waitForExit(first, 10_000), first.output()).toBe(0);
    expect(first.output()).not.toContain('outbox worker failed');

    const second = await startServer(database, { env });
    try {
      await gateway.waitFor(REQUESTS);
    } finally {
      second.child.kill('SIGTERM');
      expect(await waitForExit(second, 10_000), second.output()).toBe(0);
    }
    const texts = gateway.received.map((sms) => sms.text);
    expect(texts).toHaveLength(REQUESTS);
    for (const code of codes) expect(texts.filter((text) => text.includes(code))).toHaveLength(1);
  }, 120_000);
});
