// Starts GharGuru: reads the configuration, opens the database, listens, and shuts down gracefully
// on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
import fs from 'node:fs';
import { buildApp } from './app.js';
import { type AppConfig, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { keepFilesPrivate, tightenModes } from './db/data-dir.js';
import { startupErrorLine } from './lib/startup-error.js';

const FORCED_EXIT_MS = 4_500;

async function main(config: AppConfig) {
  // Folders and files of earlier versions were open to every local account (data-dir.ts).
  const tightened = fs.existsSync(config.dataDir) ? tightenModes(config.dataDir) : 0;
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (tightened > 0) {
    app.log.warn(
      { dataDir: config.dataDir, changed: tightened },
      'DATA_DIR was readable or writable by other accounts: folders are now 0700 and files 0600',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const startedAt = Date.now();
    // Service managers wait a few seconds before SIGKILL; app.close() drains for at most 3 s
    // (plugins/graceful-close.ts), so this only fires if closing the database hangs.
    const forced = setTimeout(() => {
      app.log.error(`shutdown took longer than ${FORCED_EXIT_MS} ms; exiting`);
      process.exit(1);
    }, FORCED_EXIT_MS);
    forced.unref();
    try {
      await app.close();
      app.log.info({ ms: Date.now() - startedAt }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
    // A port in use: close the database (and release DATA_DIR) before saying so.
    await app.close();
    throw error;
  });
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`GharGuru is running on http://localhost:${config.port} with ${where}`);
}

/** A start-up failure is a configuration problem far more often than a bug: one line, exit 1. */
function exitWith(error: unknown, config?: AppConfig): never {
  console.error(startupErrorLine(error, config));
  process.exit(1);
}

keepFilesPrivate();
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  exitWith(error);
}
main(config).catch((error: unknown) => exitWith(error, config));
