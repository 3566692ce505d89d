// The outbox worker in the real server process (src/main.ts): it sends on its own, SIGTERM while it
// is sending stops it cleanly (exit 0, nothing logged as failed), and after a restart on the same
// database every family hears of their request exactly once. On PGlite and on PostgreSQL.
import { buildStudentRequest } from '@gharguru/contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { isAnswer, send } from '../lifecycle/http-client.js';
import { serverDatabaseForEachTest } from '../lifecycle/migrated-data-dir.js';
import { startServer, waitForExit } from '../lifecycle/server-process.js';
import { type LocalSmsGateway, startLocalSmsGateway } from './local-sms-gateway.js';

const REQUESTS = 30;

const freshDatabase = serverDatabaseForEachTest('gharguru-outbox-');
let gateway: LocalSmsGateway | undefined;

afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('the outbox worker in the server process', () => {
  it('stops cleanly on SIGTERM and, after a restart, every message is delivered exactly once', async () => {
    const database = await freshDatabase();
    gateway = await startLocalSmsGateway();
    const env = { SMS_GATEWAY_URL: gateway.url, SMS_TOKEN: 'test-token', SMS_FROM: 'GharGuru', OUTBOX_POLL_MS: '100' };

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
