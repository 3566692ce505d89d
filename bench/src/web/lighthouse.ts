// Lighthouse (mobile emulation, its default: simulated slow 4G and a 4× slower CPU) on routes of
// the running production server, in Debian's Chromium launched by chrome-launcher. No browser is
// downloaded: CHROME_PATH or /usr/bin/chromium is used as it is.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type AuditNote, type LighthouseRun, type PageLanguage, pageLabel, type RequestNote } from './types.js';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: {
    items?: {
      node?: { snippet?: string; selector?: string };
      url?: string;
      source?: { url?: string };
      issueType?: string;
      description?: string;
      // network-requests
      networkEndTime?: number;
      resourceType?: string;
      priority?: string;
      transferSize?: number;
      // resource-summary
      requestCount?: number;
      // long-tasks
      duration?: number;
      // metrics
      observedFirstContentfulPaint?: number;
      observedLargestContentfulPaint?: number;
    }[];
  };
}
interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
interface Lhr {
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

function failingAudits(lhr: Lhr): AuditNote[] {
  const notes: AuditNote[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      // Performance lists its metrics as audits too; the metrics are reported on their own.
      if (category === 'performance' && ref.weight > 0) continue;
      // Most audits list items; a few (a checklist) keep an object there instead.
      const items = (Array.isArray(audit.details?.items) ? audit.details.items : [])
        .map(
          (item) =>
            item.node?.snippet ??
            item.node?.selector ??
            item.issueType ??
            item.description ??
            item.url ??
            item.source?.url,
        )
        .filter((item): item is string => Boolean(item))
        .slice(0, 5);
      notes.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        category,
        displayValue: audit.displayValue,
        ...(items.length > 0 ? { items } : {}),
      });
    }
  }
  return notes;
}

/**
 * What Lighthouse's simulation (lantern) can count before the LCP: it replays the observed load and
 * keeps every request that ended before the observed LCP (decision 026). From the run's own audits.
 */
function requestsBeforeLcp(lhr: Lhr): { observedFcpMs?: number; observedLcpMs?: number; beforeLcp: RequestNote[] } {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const observedLcpMs = metrics?.observedLargestContentfulPaint;
  if (observedLcpMs === undefined) return { beforeLcp: [] };
  const beforeLcp = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.url && request.networkEndTime !== undefined && request.networkEndTime <= observedLcpMs)
    .map((request) => {
      const url = request.url as string;
      return {
        url: url.startsWith('data:') ? 'data:' : new URL(url).pathname,
        resourceType: request.resourceType ?? '',
        priority: request.priority ?? '',
        transferBytes: request.transferSize ?? 0,
      };
    });
  return { observedFcpMs: metrics?.observedFirstContentfulPaint, observedLcpMs, beforeLcp };
}

/** Bytes and requests by resource type (Lighthouse's resource summary). */
function resourceSummary(lhr: Lhr): { transfer: Record<string, number>; requests: Record<string, number> } {
  const transfer: Record<string, number> = {};
  const requests: Record<string, number> = {};
  for (const item of lhr.audits['resource-summary']?.details?.items ?? []) {
    const type = item.resourceType;
    if (!type) continue;
    transfer[type] = item.transferSize ?? 0;
    requests[type] = item.requestCount ?? 0;
  }
  return { transfer, requests };
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, seen on a busy machine) is retried. */
async function auditOnce(url: string, port: number, language: PageLanguage, attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A Nepali page is the same address with the visitor's choice in its cookie (decision 019).
      ...(language === 'ne' ? { extraHeaders: { Cookie: 'gg_lang=ne' } } : {}),
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    const problem = lhr ? lhr.runtimeError?.message : 'no result';
    if (!problem) return lhr as Lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse on ${url}: ${problem}`);
    console.log(`  ${url}: ${problem}; trying again`);
  }
}

/**
 * Lighthouse on each route in each language, `runsPerRoute` rounds; `pathOf` gives the address of a
 * route pattern (/tutors/:id -> a listed offer's page); results keep the pattern.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  runsPerRoute: number,
  pathOf: (route: string) => string = (route) => route,
  languages: PageLanguage[] = ['en'],
): Promise<LighthouseRun[]> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROME_PATH`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs: LighthouseRun[] = [];
  try {
    for (let run = 0; run < runsPerRoute; run++) {
      for (const route of routes.flatMap((route) => languages.map((language) => ({ route, language })))) {
        const lhr = await auditOnce(`${baseUrl}${pathOf(route.route)}`, chrome.port, route.language);
        const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const entry: LighthouseRun = {
          ...route,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          fcpMs: metric('first-contentful-paint'),
          ...resourceSummary(lhr),
          longTasksMs: (lhr.audits['long-tasks']?.details?.items ?? [])
            .map((task) => Math.round(task.duration ?? 0))
            .filter((duration) => duration >= 50),
          failing: failingAudits(lhr),
          ...requestsBeforeLcp(lhr),
        };
        console.log(
          `  ${pageLabel(entry)}: performance ${entry.performance}, accessibility ${entry.accessibility}, ` +
            `best practices ${entry.bestPractices}, SEO ${entry.seo}, LCP ${Math.round(entry.lcpMs)} ms, ` +
            `TBT ${Math.round(entry.tbtMs)} ms, CLS ${entry.cls.toFixed(3)}, ` +
            `${Math.round((entry.transfer.total ?? 0) / 1024)} KB in ${entry.requests.total ?? 0} requests`,
        );
        runs.push(entry);
      }
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

/** Each page's (route and language) median run by performance score (the middle one of an odd count), in the order run. */
export function medianRuns(runs: LighthouseRun[]): LighthouseRun[] {
  const pages = [...new Set(runs.map(pageLabel))];
  return pages.map((page) => {
    const mine = runs
      .filter((run) => pageLabel(run) === page)
      .sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
    return mine[Math.floor((mine.length - 1) / 2)]!;
  });
}
