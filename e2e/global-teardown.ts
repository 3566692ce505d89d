// Stops the server started by global-setup.ts and removes its temporary database.
import fs from 'node:fs';

export default async function globalTeardown() {
  const server = globalThis.e2eServer;
  if (server && server.exitCode === null) {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 12_000));
    await Promise.race([exited, timeout]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  const dataDir = globalThis.e2eDataDir;
  if (dataDir && !process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
}
