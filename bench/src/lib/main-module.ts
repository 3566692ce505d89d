// The scripts (api.ts, web.ts) can be run on their own or imported by run-all.ts.

/** Runs `main` when `moduleUrl` is the script node was started with; a failure is printed, exit code 1. */
export function runIfMain(moduleUrl: string, main: () => Promise<unknown>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
