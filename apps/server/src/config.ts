// Configuration from environment variables, parsed once with Zod: the only place env is read.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_DEFAULTS } from '@gharguru/contract';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST: z.string().optional(),
  CONTACT_PHONE: z.string().default(CONTACT_DEFAULTS.phone),
  CONTACT_EMAIL: z.string().default(CONTACT_DEFAULTS.email),
  SOCIAL_FACEBOOK: z.string().url().default(CONTACT_DEFAULTS.social.facebook),
  SOCIAL_INSTAGRAM: z.string().url().default(CONTACT_DEFAULTS.social.instagram),
  SOCIAL_LINKEDIN: z.string().url().default(CONTACT_DEFAULTS.social.linkedin),
  SOCIAL_YOUTUBE: z.string().url().default(CONTACT_DEFAULTS.social.youtube),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  RATE_LIMIT_SIGN_IN_PER_IP: positiveInt.default(100),
  RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: positiveInt.default(10),
  RATE_LIMIT_PUBLIC_FORMS_PER_IP: positiveInt.default(30),
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
  trustProxy: boolean;
  /** The built web app to serve; undefined serves the API only. */
  webDist?: string;
  contact: {
    phone: string;
    email: string;
    social: { facebook: string; instagram: string; linkedin: string; youtube: string };
  };
  rateLimit: {
    enabled: boolean;
    signInPerIpPerMinute: number;
    signInFailuresPerEmail: number;
    signInFailureWindowMs: number;
    publicFormsPerIpPerMinute: number;
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
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
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
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : DEFAULT_WEB_DIST,
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
      signInFailuresPerEmail: e.RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL,
      signInFailureWindowMs: 15 * 60 * 1000,
      publicFormsPerIpPerMinute: e.RATE_LIMIT_PUBLIC_FORMS_PER_IP,
    },
    // OWASP: argon2id, 19 MiB, 2 iterations, 1 lane.
    passwordHashing: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  };
}
