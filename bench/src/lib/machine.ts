// The machine a run happened on, for the results file: date, commit, cores, memory, load.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { REPO_ROOT } from './paths.js';

export interface MachineInfo {
  date: string;
  commit: string;
  nproc: number;
  cpuModel: string;
  freeH: string;
  node: string;
  loadAverage: number[];
}

function command(file: string, args: string[]): string {
  try {
    return execFileSync(file, args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}

export function machineInfo(): MachineInfo {
  const dirty = command('git', ['status', '--porcelain', '--untracked-files=no']) !== '';
  return {
    date: new Date().toISOString(),
    commit: `${command('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? ' (with uncommitted changes in the tree)' : ''}`,
    nproc: Number(command('nproc', [])) || os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '?',
    freeH: command('free', ['-h']),
    node: process.version,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
