// E-mail over SMTP with nodemailer: plain text plus simple HTML, from MAIL_FROM. A 5xx answer (the
// server refuses this message or recipient for good) is permanent; anything else is tried again.
import nodemailer from 'nodemailer';
import { htmlOf } from '../templates/index.js';
import { type OutgoingMessage, type SendResult, type Transport, shortAnswer } from './types.js';

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  /** The site's address (PUBLIC_URL): the only links the e-mail's HTML makes clickable. */
  publicUrl: string;
  /** The longest wait for the connection, the greeting and each answer. */
  timeoutMs?: number;
}

type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

export function createEmailTransport({ smtpUrl, from, publicUrl, timeoutMs = 10_000 }: EmailSettings): Transport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    channel: 'email',
    async send(message: OutgoingMessage): Promise<SendResult> {
      try {
        const info = await transporter.sendMail({
          from,
          // An address object: nodemailer takes it as one address and parses nothing in it, so a
          // stored "a,b@evil.example" can never become two recipients (issue 26).
          to: { name: '', address: message.recipient },
          subject: message.subject,
          text: message.text,
          html: htmlOf(message.text, message.language, publicUrl),
          headers: { 'X-GharGuru-Outbox-Id': message.id, 'Content-Language': message.language },
        });
        return { ok: true, response: shortAnswer(info.response) };
      } catch (caught) {
        const error = caught as SmtpError;
        const permanent = typeof error.responseCode === 'number' && error.responseCode >= 500;
        return { ok: false, permanent, error: shortAnswer(error.response ?? error.code ?? error.message) };
      }
    },
    close: () => transporter.close(),
  };
}
