// A way out for the outbox's messages: e-mail over SMTP or SMS through an HTTP gateway.
import type { NotificationLanguage, OutboxChannel } from '@gharguru/contract';

export interface OutgoingMessage {
  id: string;
  recipient: string;
  language: NotificationLanguage;
  subject: string;
  text: string;
}

/** The provider's answer, kept on the message; a permanent failure is not tried again. */
export type SendResult = { ok: true; response: string } | { ok: false; error: string; permanent: boolean };

export interface Transport {
  channel: OutboxChannel;
  send(message: OutgoingMessage): Promise<SendResult>;
  close(): void;
}

/** At most this much of a provider's answer is stored. */
export function shortAnswer(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
}
