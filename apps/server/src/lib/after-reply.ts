// Work a route starts and does not wait for, so its answer is sent before (and takes the same time
// whatever) the work does: a forgotten-password request for a known account writes and notifies, for
// an unknown one it does not (issue 30). The app waits for the work before the database closes, and
// tests wait for it with settled().
export interface AfterReply {
  /** Runs `job` without awaiting it; a failure is logged, never answered. */
  run(job: () => Promise<void>): void;
  /** Resolves once every job started so far has ended. */
  settled(): Promise<void>;
}

export function createAfterReply(onError: (error: unknown) => void): AfterReply {
  const running = new Set<Promise<void>>();
  return {
    run(job) {
      const done = job()
        .catch(onError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
