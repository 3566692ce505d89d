// The web app's server renderer (docs/decisions/017): `npm run build -w @gharguru/web` leaves a
// self-contained bundle in dist/.server/ (render-page.mjs, React and all bundled in) and
// templates.json, the page shell of each server-rendered screen with three markers. This module
// loads them and puts the rendered head, markup and data into the shell, with the page's <html lang>
// (English or नेपाली, decision 019). It knows no feature: what a page needs (the directory's
// answers) comes in as `source`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What src/prerender/render-page.tsx exports. */
export interface RendererModule {
  SERVER_RENDERED: readonly { path: string }[];
  /** Loads every screen's code now (so the build folder may be replaced under the running server). */
  preload?(): Promise<void>;
  renderPage(input: {
    url: string;
    origin: string;
    source: unknown;
    language: PageLanguage;
  }): Promise<{ status: number; head: string; html: string; data: string } | undefined>;
}

export type PageLanguage = 'en' | 'ne';

export interface RenderedHtml {
  status: number;
  body: string;
}

export interface PageRenderer {
  /** The screens' path patterns, as Fastify routes ('/tutors', '/tutors/:id'). */
  patterns: string[];
  /** The page, or undefined when `url` is not a server-rendered screen. */
  render(input: {
    pattern: string;
    url: string;
    origin: string;
    source: unknown;
    language: PageLanguage;
  }): Promise<RenderedHtml | undefined>;
  /** The screen's shell with nothing rendered: the browser renders it (when rendering failed). */
  shell(pattern: string, language: PageLanguage): string;
}

const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;
const DEFAULT_TITLE = '<title>GharGuru</title>';

const HTML_LANG = /<html lang="[^"]*"/;

function fill(template: string, language: PageLanguage, parts: Record<(typeof MARKERS)[number], string>): string {
  // A function replacement: `$&` or `$'` in a teacher's text must stay text.
  return template
    .replace(HTML_LANG, `<html lang="${language}"`)
    .replace(/<!--app-(head|html|data)-->/g, (marker) => parts[marker as (typeof MARKERS)[number]]);
}

export function createPageRenderer(module: RendererModule, templates: Record<string, string>): PageRenderer {
  const patterns = module.SERVER_RENDERED.map((screen) => screen.path);
  for (const pattern of patterns) {
    const template = templates[pattern];
    if (!template || MARKERS.some((marker) => !template.includes(marker)) || !HTML_LANG.test(template)) {
      throw new Error(`the web build has no server template for ${pattern}: build the web app again`);
    }
  }
  const templateOf = (pattern: string) => templates[pattern] as string;
  return {
    patterns,
    async render({ pattern, url, origin, source, language }) {
      const page = await module.renderPage({ url, origin, source, language });
      if (!page) return undefined;
      return {
        status: page.status,
        body: fill(templateOf(pattern), language, {
          '<!--app-head-->': page.head,
          '<!--app-html-->': page.html,
          '<!--app-data-->': page.data,
        }),
      };
    },
    shell(pattern, language) {
      return fill(templateOf(pattern), language, {
        '<!--app-head-->': DEFAULT_TITLE,
        '<!--app-html-->': '',
        '<!--app-data-->': '',
      });
    },
  };
}

/** The renderer of the web build in `webDist`, or undefined when the build has none (pages are then client-rendered). */
export async function loadPageRenderer(webDist: string | undefined): Promise<PageRenderer | undefined> {
  if (!webDist) return undefined;
  const folder = path.join(webDist, '.server');
  const entry = path.join(folder, 'render-page.mjs');
  const templates = path.join(folder, 'templates.json');
  if (!fs.existsSync(entry) || !fs.existsSync(templates)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  await module.preload?.();
  return createPageRenderer(module, JSON.parse(fs.readFileSync(templates, 'utf8')) as Record<string, string>);
}
