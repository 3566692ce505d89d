// The notification settings of the environment: each mistake named in the one start-up line, the
// SMTP password never repeated, and nothing configured by default.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { startupErrorLine } from '../../lib/startup-error.js';

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return startupErrorLine(error);
  }
  throw new Error('the configuration was accepted');
}

describe('notification configuration', () => {
  it('sends nothing by default, and links to this server', () => {
    const { notifications } = loadConfig({ PORT: '4000' });
    expect(notifications).toEqual({
      publicUrl: 'http://localhost:4000',
      pollMs: 2000,
      email: undefined,
      sms: undefined,
    });
  });

  it('takes SMTP and the SMS gateway when each is complete', () => {
    const { notifications } = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'GharGuru <hello@example.com>',
      SMS_GATEWAY_URL: 'https://api.sparrowsms.com/v2/sms/',
      SMS_TOKEN: 'token',
      SMS_FROM: 'GharGuru',
      PUBLIC_URL: 'https://gharguru.com.np/',
    });
    expect(notifications.email).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'GharGuru <hello@example.com>',
    });
    expect(notifications.sms).toEqual({ url: 'https://api.sparrowsms.com/v2/sms/', token: 'token', from: 'GharGuru' });
    expect(notifications.publicUrl).toBe('https://gharguru.com.np');
  });

  it('stops the start without PUBLIC_URL in production or when messages go out', () => {
    const line =
      'GharGuru could not start: Invalid configuration: PUBLIC_URL is required when NODE_ENV=production, ' +
      "SMTP_URL or SMS_GATEWAY_URL is set: the site's address in notification links, e.g. https://gharguru.com.np";
    expect(failure({ NODE_ENV: 'production' })).toBe(line);
    expect(failure({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'a@example.com' })).toBe(line);
    expect(failure({ SMS_GATEWAY_URL: 'https://sms.example', SMS_TOKEN: 't', SMS_FROM: 'G' })).toBe(line);
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://gharguru.com.np' });
    expect(production.notifications.publicUrl).toBe('https://gharguru.com.np');
  });

  it('names what is missing or wrong in one line, without the password', () => {
    const line = failure({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      SMS_GATEWAY_URL: 'https://sms.example',
    });
    expect(line).toBe(
      'GharGuru could not start: Invalid configuration: MAIL_FROM is required when SMTP_URL is set; SMS_TOKEN is required when SMS_GATEWAY_URL is set; SMS_FROM is required when SMS_GATEWAY_URL is set; ' +
        "PUBLIC_URL is required when NODE_ENV=production, SMTP_URL or SMS_GATEWAY_URL is set: the site's address in notification links, e.g. https://gharguru.com.np",
    );
    expect(failure({ SMTP_URL: 'mail.example.com:25' })).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(failure({ OUTBOX_POLL_MS: '5' })).toContain('OUTBOX_POLL_MS must be a whole number from 100 to 600000');
    expect(failure({ SMTP_URL: 'smtp://user:secret@x y' })).not.toContain('secret');
  });
});
