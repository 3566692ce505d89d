// Vitest global set-up of the `web:build` project: its tests read the production build, so what is
// stale is built once for the run (a no-op when `npm test` has built it already, scripts/test-all.mjs).
import { buildStale } from './build-stale.mjs';

export default function setup() {
  buildStale();
}
