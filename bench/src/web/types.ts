// The page bench's results, as written to the results file, and how a page is named in them.

export interface AssetBytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  route: string;
  /** Source modules whose chunks (and their static imports) the route needs: entry, layouts, page. */
  modules: string[];
  js: AssetBytes;
  css: AssetBytes;
}

export interface AuditNote {
  id: string;
  title: string;
  score: number | null;
  category: string;
  displayValue?: string;
  /** Where on the page, when Lighthouse names elements. */
  items?: string[];
}

/** The page's language: English, or नेपाली through the `gg_lang` cookie (decision 019). */
export type PageLanguage = 'en' | 'ne';

export interface LighthouseRun {
  route: string;
  language: PageLanguage;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes transferred by resource type (Lighthouse's resource summary: total, document, script, font, …). */
  transfer: Record<string, number>;
  /** Requests by resource type, the same way. */
  requests: Record<string, number>;
  /** The main thread's tasks of 50 ms or more (Lighthouse's long-tasks audit, on the 4× CPU): each one's length. */
  longTasksMs: number[];
  /** Audits below a full score that count in a category (accessibility, best practices, SEO, performance). */
  failing: AuditNote[];
  /** The paints Chromium observed in the unthrottled load that Lighthouse simulates from (ms). */
  observedFcpMs?: number;
  observedLcpMs?: number;
  /**
   * The requests that ended before the observed LCP: what Lighthouse's simulation can count on its
   * slow link before the LCP (decision 026). Deterministic for a page, unlike the timings.
   */
  beforeLcp?: RequestNote[];
}

export interface RequestNote {
  /** The path (`/assets/index-abc.js`), or `data:` for an inlined resource. */
  url: string;
  resourceType: string;
  priority: string;
  transferBytes: number;
}

export interface WebResults {
  buildMs: number;
  routes: RouteWeight[];
  lighthouse: {
    runsPerRoute: number;
    chromium: string;
    /** The median run of each route, by performance score. */
    routes: LighthouseRun[];
    /** Every run's scores, to show the spread. */
    all: LighthouseRun[];
  };
}

/** A run's route and, for a Nepali page, its language: "/home", "/home नेपाली". */
export function pageLabel(run: Pick<LighthouseRun, 'route' | 'language'>): string {
  return run.language === 'ne' ? `${run.route} नेपाली` : run.route;
}
