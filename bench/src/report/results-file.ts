// One results file per run (bench/results/<date>.json, and the same tables as <date>.md), printed too.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiResults } from '../api/types.js';
import type { MachineInfo } from '../lib/machine.js';
import { RESULTS_DIR } from '../lib/paths.js';
import type { WebResults } from '../web/types.js';
import { renderReport } from './render.js';

export interface BenchResults {
  machine: MachineInfo;
  command?: string;
  api?: ApiResults;
  web?: WebResults;
  finishedAt?: string;
  loadAverageAfter?: number[];
}

export function writeResults(results: BenchResults): string {
  const finished: BenchResults = {
    ...results,
    finishedAt: new Date().toISOString(),
    loadAverageAfter: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = finished.machine.date.replace(/[:.]/g, '-');
  const json = path.join(RESULTS_DIR, `${stamp}.json`);
  const markdown = renderReport(finished);
  writeFileSync(json, `${JSON.stringify(finished, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, `${stamp}.md`), markdown);
  writeFileSync(path.join(RESULTS_DIR, 'latest.md'), markdown);
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(finished, null, 2)}\n`);
  console.log(`\n${markdown}`);
  console.log(`results: ${path.relative(process.cwd(), json)} (and latest.md beside it)`);
  return json;
}
