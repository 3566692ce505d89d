// SMS through an HTTP gateway in the shape Nepali providers use (Sparrow SMS: POST token, from, to,
// text; a JSON answer with response_code 200 when queued). The number is normalised to 98XXXXXXXX
// first; a 4xx answer (bad token, bad number, no credit) is permanent, a 5xx or no answer is tried again.
import { normaliseNepaliMobile } from '../nepali-mobile.js';
import { type OutgoingMessage, type SendResult, type Transport, shortAnswer } from './types.js';

export interface SmsSettings {
  url: string;
  token: string;
  from: string;
  timeoutMs?: number;
}

export function createSmsTransport({ url, token, from, timeoutMs = 10_000 }: SmsSettings): Transport {
  return {
    channel: 'sms',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const to = normaliseNepaliMobile(message.recipient);
      if (!to) return { ok: false, permanent: true, error: 'not a Nepali mobile number' };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ token, from, to, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (caught) {
        const error = caught as Error & { cause?: { code?: string } };
        return { ok: false, permanent: false, error: shortAnswer(error.cause?.code ?? error.name) };
      }
      const body = await response.text().catch(() => '');
      let code: unknown;
      try {
        code = (JSON.parse(body) as { response_code?: unknown }).response_code;
      } catch {
        code = undefined;
      }
      const answer = shortAnswer(`${response.status} ${body}`);
      if (response.ok && (code === undefined || code === 200)) return { ok: true, response: answer };
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      return { ok: false, permanent: !retryable, error: answer };
    },
    close: () => {},
  };
}
