// Configuration from environment variables, parsed once with Zod: the only place env is read.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_DEFAULTS } from '@gharguru/contract';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'PORT must be a whole number from 0 to 65535' })
      .int('PORT must be a whole number from 0 to 65535')
      .min(0, 'PORT must be a whole number from 0 to 65535')
      .max(65_535, 'PORT must be a whole number from 0 to 65535')
      .default(3000),
    // `localhost:5432/db` parses as a URL with the scheme "localhost:", so check the scheme itself.
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().default('./data'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    CORS_ORIGINS: z.string().default(''),
    // A request's headers and body must arrive within REQUEST_TIMEOUT_MS (a body trickled in byte by
    // byte gets 408); an idle kept-alive connection closes after KEEP_ALIVE_TIMEOUT_MS.
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value) => booleanFlag.safeParse(value.trim()).data ?? value.trim()),
    WEB_DIST: z.string().optional(),
    CONTACT_PHONE: z.string().default(CONTACT_DEFAULTS.phone),
    CONTACT_EMAIL: z.string().default(CONTACT_DEFAULTS.email),
    /** The agency's name on receipts (issue 29). */
    AGENCY_NAME: z
      .string()
      .trim()
      .min(1, 'AGENCY_NAME must not be blank')
      .max(100, 'AGENCY_NAME must be at most 100 characters')
      .default('GharGuru'),
    SOCIAL_FACEBOOK: z.string().url().default(CONTACT_DEFAULTS.social.facebook),
    SOCIAL_INSTAGRAM: z.string().url().default(CONTACT_DEFAULTS.social.instagram),
    SOCIAL_LINKEDIN: z.string().url().default(CONTACT_DEFAULTS.social.linkedin),
    SOCIAL_YOUTUBE: z.string().url().default(CONTACT_DEFAULTS.social.youtube),
    RATE_LIMIT_ENABLED: booleanFlag.default(true),
    RATE_LIMIT_SIGN_IN_PER_IP: positiveInt.default(100),
    RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: positiveInt.default(10),
    RATE_LIMIT_SIGN_IN_SLOW_DOWN_AFTER: positiveInt.default(10),
    RATE_LIMIT_SIGN_IN_MAX_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
    RATE_LIMIT_PUBLIC_FORMS_PER_IP: positiveInt.default(30),
    RATE_LIMIT_PUBLIC_READS_PER_IP: positiveInt.default(120),
    RATE_LIMIT_REQUEST_STATUS_PER_IP: positiveInt.default(10),
    // Notifications (issue 11; docs/decisions/015-notification-outbox.md): without SMTP_URL no e-mail
    // and without SMS_GATEWAY_URL no SMS is sent, but every message waits in the outbox.
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/\S+$/,
        'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com:465',
      )
      .optional(),
    MAIL_FROM: z.string().min(3, 'MAIL_FROM must be an address such as "GharGuru <hello@example.com>"').optional(),
    SMS_GATEWAY_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'SMS_GATEWAY_URL must be an http:// or https:// URL')
      .optional(),
    SMS_TOKEN: z.string().min(1).optional(),
    SMS_FROM: z.string().min(1).optional(),
    /** The address of this site in the links of notifications. */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'PUBLIC_URL must be an http:// or https:// URL')
      .optional(),
    OUTBOX_POLL_MS: z.coerce
      .number({ error: 'OUTBOX_POLL_MS must be a whole number from 100 to 600000' })
      .int('OUTBOX_POLL_MS must be a whole number from 100 to 600000')
      .min(100, 'OUTBOX_POLL_MS must be a whole number from 100 to 600000')
      .max(600_000, 'OUTBOX_POLL_MS must be a whole number from 100 to 600000')
      .default(2_000),
  })
  .superRefine((env, check) => {
    if (env.SMTP_URL && !env.MAIL_FROM) {
      check.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'MAIL_FROM is required when SMTP_URL is set' });
    }
    if (env.SMS_GATEWAY_URL && !env.SMS_TOKEN) {
      check.addIssue({
        code: 'custom',
        path: ['SMS_TOKEN'],
        message: 'SMS_TOKEN is required when SMS_GATEWAY_URL is set',
      });
    }
    if (env.SMS_GATEWAY_URL && !env.SMS_FROM) {
      check.addIssue({
        code: 'custom',
        path: ['SMS_FROM'],
        message: 'SMS_FROM is required when SMS_GATEWAY_URL is set',
      });
    }
    // Links in notifications must reach the site: localhost in an e-mail or SMS leads nowhere.
    if (!env.PUBLIC_URL && (env.SMTP_URL || env.SMS_GATEWAY_URL || env.NODE_ENV === 'production')) {
      check.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'PUBLIC_URL is required when NODE_ENV=production, SMTP_URL or SMS_GATEWAY_URL is set: ' +
          "the site's address in notification links, e.g. https://gharguru.com.np",
      });
    }
  });
export type Env = z.input<typeof EnvSchema>;

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  /** In memory, optionally started from a dump of an already-migrated database (tests). */
  | { kind: 'pglite-memory'; snapshot?: Blob }
  | { kind: 'postgres'; url: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** When undefined, the secret is generated once and kept in dataDir. */
  jwtSecret?: string;
  corsOrigins: string[];
  logLevel: string;
  http: {
    /** Headers and body of one request must arrive within this (408 otherwise). */
    requestTimeoutMs: number;
    /** An idle kept-alive connection closes after this; above a reverse proxy's own (often 60 s). */
    keepAliveTimeoutMs: number;
  };
  /**
   * Whose X-Forwarded-For to believe: every hop (true), none (false), or the proxies named by address
   * or CIDR (`127.0.0.1,10.0.0.0/8`, `loopback`), so a client cannot pose as another address by
   * sending its own header through a proxy that appends to it.
   */
  trustProxy: boolean | string;
  /** The built web app to serve; undefined serves the API only. */
  webDist?: string;
  /** The agency's name printed on receipts (AGENCY_NAME). */
  agencyName: string;
  contact: {
    phone: string;
    email: string;
    social: { facebook: string; instagram: string; linkedin: string; youtube: string };
  };
  rateLimit: {
    enabled: boolean;
    signInPerIpPerMinute: number;
    /** Failed sign-ins per e-mail from one address before that pair is refused for the window. */
    signInFailuresPerPair: number;
    /** Failed sign-ins on one account, from any address, after which its sign-ins wait. */
    signInSlowDownAfter: number;
    /** The longest wait of a sign-in on an account under attack. */
    signInMaxDelayMs: number;
    signInFailureWindowMs: number;
    publicFormsPerIpPerMinute: number;
    /** The public directory's reads (loose: many families share one carrier-NAT address). */
    publicReadsPerIpPerMinute: number;
    /** Request-status checks (tight: a code and a mobile number must not be guessed). */
    requestStatusPerIpPerMinute: number;
    /** Forgotten-password requests (issue 30), per account and per address, each per hour. */
    passwordResetsPerAccountPerHour: number;
    passwordResetsPerAddressPerHour: number;
    /** Mobile confirmation codes a teacher may ask for per hour. */
    mobileCodesPerHour: number;
  };
  /** Where notifications go out (docs/decisions/015-notification-outbox.md); undefined: kept in the outbox. */
  notifications: {
    email?: { smtpUrl: string; from: string };
    sms?: { url: string; token: string; from: string };
    /** The site's address in notification links. */
    publicUrl: string;
    /** How often the worker looks for due messages. */
    pollMs: number;
  };
  /** argon2id cost; tests lower it, production keeps OWASP's recommendation. */
  passwordHashing: { memoryCost: number; timeCost: number; parallelism: number };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_WEB_DIST = path.join(repoRoot, 'apps/web/dist');

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    // One line for the operator: each message names its variable.
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts (seed, admin:create) inside apps/server; INIT_CWD is where the command
  // was typed, so a relative DATA_DIR means the same folder for `npm start` and for those commands.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir },
    jwtSecret: e.JWT_SECRET,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    http: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS },
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : DEFAULT_WEB_DIST,
    agencyName: e.AGENCY_NAME,
    contact: {
      phone: e.CONTACT_PHONE,
      email: e.CONTACT_EMAIL,
      social: {
        facebook: e.SOCIAL_FACEBOOK,
        instagram: e.SOCIAL_INSTAGRAM,
        linkedin: e.SOCIAL_LINKEDIN,
        youtube: e.SOCIAL_YOUTUBE,
      },
    },
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      signInPerIpPerMinute: e.RATE_LIMIT_SIGN_IN_PER_IP,
      signInFailuresPerPair: e.RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL,
      signInSlowDownAfter: e.RATE_LIMIT_SIGN_IN_SLOW_DOWN_AFTER,
      signInMaxDelayMs: e.RATE_LIMIT_SIGN_IN_MAX_DELAY_MS,
      signInFailureWindowMs: 15 * 60 * 1000,
      publicFormsPerIpPerMinute: e.RATE_LIMIT_PUBLIC_FORMS_PER_IP,
      publicReadsPerIpPerMinute: e.RATE_LIMIT_PUBLIC_READS_PER_IP,
      requestStatusPerIpPerMinute: e.RATE_LIMIT_REQUEST_STATUS_PER_IP,
      passwordResetsPerAccountPerHour: 3,
      passwordResetsPerAddressPerHour: 10,
      mobileCodesPerHour: 3,
    },
    notifications: {
      email: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      sms:
        e.SMS_GATEWAY_URL && e.SMS_TOKEN && e.SMS_FROM
          ? { url: e.SMS_GATEWAY_URL, token: e.SMS_TOKEN, from: e.SMS_FROM }
          : undefined,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      pollMs: e.OUTBOX_POLL_MS,
    },
    // OWASP: argon2id, 19 MiB, 2 iterations, 1 lane.
    passwordHashing: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  };
}
