// A test app that really sends: a real SMTP server and the local SMS gateway in this process, for
// the files that read what a notification carries (a reset link, an SMS code, the notifications' texts).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { outboxMessages } from '../../src/db/schema.js';
import { type LocalSmsGateway, startLocalSmsGateway } from '../notifications/local-sms-gateway.js';
import { type MailCatcher, startMailCatcher } from '../notifications/mail-catcher.js';
import { type TestApp, testAppForFile } from '../test-app.js';

export const PUBLIC_URL = 'https://gharguru.test';

export interface MessagingApp {
  t: TestApp;
  mail: () => MailCatcher;
  sms: () => LocalSmsGateway;
  /** Sends what the outbox holds and answers what arrived since the last call. */
  delivered(): Promise<{ mails: MailCatcher['mails']; sms: LocalSmsGateway['received'] }>;
}

export function messagingAppForFile(): MessagingApp {
  let mail: MailCatcher | undefined;
  let sms: LocalSmsGateway | undefined;
  beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await startLocalSmsGateway();
  });
  afterAll(async () => {
    await sms?.close();
    await mail?.stop();
  });
  const t = testAppForFile(() => ({
    notifications: {
      email: { smtpUrl: mail?.url ?? '', from: 'GharGuru <hello@gharguru.test>' },
      sms: { url: sms?.url ?? '', token: 'test-token', from: 'GharGuru' },
      publicUrl: PUBLIC_URL,
      pollMs: 60_000,
    },
  }));
  afterEach(async () => {
    await t.app.afterReply.settled();
    await t.app.outbox.drain();
    await t.database.db.delete(outboxMessages);
    if (mail) mail.mails.length = 0;
    if (sms) sms.received.length = 0;
  });
  return {
    t,
    mail: () => mail as MailCatcher,
    sms: () => sms as LocalSmsGateway,
    async delivered() {
      await t.app.afterReply.settled();
      await t.app.outbox.drain();
      const mails = (mail as MailCatcher).mails.splice(0);
      const texts = (sms as LocalSmsGateway).received.splice(0);
      return { mails, sms: texts };
    },
  };
}

/** The reset link's token in a mail's text. */
export function tokenIn(text: string): string {
  const match = text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

/** The 6-digit code in an SMS. */
export function codeIn(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
