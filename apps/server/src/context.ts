// What every feature module receives: the database, the configuration and the shared services.
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import type { SharedCounters } from './lib/shared-counters.js';
import type { SignInLimits } from './lib/sign-in-limits.js';
import type { TokenService } from './lib/tokens.js';

export interface AppContext {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  signInLimits: SignInLimits;
  /** The database's counters (lib/shared-counters.ts), shared by every instance. */
  counters: SharedCounters;
  /** True when the database answers. */
  pingDatabase(): Promise<boolean>;
}
