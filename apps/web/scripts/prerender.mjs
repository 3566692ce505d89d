// Build step 2: renders every screen the route manifest (src/lib/route-manifest.ts) marks `prerender`
// with react-dom/server, from an SSR build of src/prerender/entry-server.tsx, once per language
// (docs/decisions/019): dist/<route>/index.html in English and dist/<route>/index.ne.html in नेपाली,
// each with its <html lang>, title, description and link-preview tags. The not-found page is
// prerendered too (dist/404.html, 404.ne.html). The client hydrates these pages; dist/index.html
// stays the app shell for the guarded routes, with a Nepali twin (index.ne.html). The server picks
// the visitor's language (apps/server/src/plugins/web.ts).
//
// The same SSR build holds src/prerender/render-page.tsx, which the server runs on each request for
// the screens marked `serverRendered` (/tutors, docs/decisions/017). It is kept in dist/.server/
// (a dot folder: never served), self-contained (React and the rest bundled in, so the server needs
// none of the web app's packages), beside templates.json, one HTML template per screen's pattern: the
// page shell with the stylesheet inlined, the loader of the scripts and the page's module preloads
// (decision 026), and three markers the server fills: <!--app-head--> (title, description, Open
// Graph), <!--app-html--> and <!--app-data-->; and inline-scripts.json, the hashes the server's
// Content-Security-Policy allows inline scripts by (the loader's).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerRenderer } from './build-server-renderer.mjs';
import { classCandidates, classRulesOnly, criticalCss } from './critical-css.mjs';
import { cspHashOf, LOADER_SOURCE, loaderTag } from './first-paint-loader.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(dist, '.server');

/** A stylesheet the build makes itself, under a name with its content's hash (cached for a year): its path. */
function writeHashedAsset(name, css) {
  const file = `assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  fs.writeFileSync(path.join(dist, file), css);
  return `/${file}`;
}

/**
 * A prerendered page paints from its HTML alone (issue 12): the stylesheet Vite linked is inlined as
 * a <style> (no render-blocking request), only the rules the page can use (critical-css.mjs; the
 * markers below are filled per page), with a <meta name="gg-stylesheet"> naming a file of the
 * stylesheet's class rules the page did not inline (critical-css.mjs classRulesOnly: the page inlined
 * all the others), which main.tsx loads for the pages a visitor moves to. The entry script and module preloads Vite put in
 * <head> are taken out: the page's HTML names no file to fetch before its first paint. The loader
 * (first-paint-loader.mjs, decision 026), added at the end of <body>, fetches them once the page is
 * painted. The app shell (dist/index.html) keeps its tags: guarded pages are client-rendered anyway
 * and reuse the cached stylesheet.
 */
const CRITICAL_CSS = '/*gg-critical-css*/';
const REST_CSS = '/*gg-rest-css*/';
function firstPaintFirst(shell) {
  const stylesheets = [...shell.matchAll(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  const entries = [...shell.matchAll(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g)];
  const preloads = [...shell.matchAll(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
  if (entries.length !== 1) throw new Error(`index.html: expected one entry script, found ${entries.length}`);
  if (stylesheets.length !== 1) throw new Error(`index.html: expected one stylesheet, found ${stylesheets.length}`);
  const [tag, file] = stylesheets[0];
  const css = fs.readFileSync(path.join(dist, file), 'utf8');
  if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
  let page = shell.replace(
    tag,
    () =>
      `\n    <meta name="gg-stylesheet" content="${REST_CSS} ${WORD_FACES_FILE}" />\n    <style>${CRITICAL_CSS}</style>`,
  );
  for (const [tag] of [...entries, ...preloads]) page = page.replace(tag, '');
  if (/<script\b(?![^>]*type="application\/json")|rel="modulepreload"/.test(page)) {
    throw new Error('index.html: a script or module preload the first paint would wait for is left');
  }
  return { page, css, entry: entries[0][1], preloads: preloads.map(([, href]) => href) };
}

/**
 * The faces of the few Devanagari words in English texts (fonts/english-words.json, made as
 * fonts/README.md says): each word's glyphs at weight 400, a few hundred bytes to 2 KB.
 */
const fontsDir = path.join(root, 'src', 'fonts');
const WORD_FACES = JSON.parse(fs.readFileSync(path.join(fontsDir, 'english-words.json'), 'utf8')).map(
  ({ text, file }) => {
    const chars = [...new Set(text.replace(/\s/g, ''))];
    const data = fs.readFileSync(path.join(fontsDir, file)).toString('base64');
    const range = chars.map((char) => `U+${char.codePointAt(0).toString(16)}`).join(',');
    const face = `@font-face{font-family:"GharGuru Devanagari Words";font-style:normal;font-weight:400;font-display:swap;src:url(data:font/woff2;base64,${data})format("woff2");unicode-range:${range}}`;
    return { text, chars, face };
  },
);

/**
 * Every word face in one small hashed stylesheet that every page loads after its paint (main.tsx, from
 * <meta name="gg-stylesheet">): a page reached by a link inside the app shows its words although its
 * faces were not in the first page's <style>.
 */
const WORD_FACES_FILE = writeHashedAsset('english-words', WORD_FACES.map(({ face }) => face).join(''));
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CF9\uA830-\uA839\uA8E0-\uA8FF]/g;

/**
 * An English page's Devanagari words, drawn without the 121 KB web font (decision 026): the faces of
 * the words it shows go into its own <style>. Text marked lang="ne" (the language switch's "नेपाली")
 * has its own face in the stylesheet. A Devanagari letter no face has would load the web font on an
 * English page: the build stops and says which, so a face is made for it (fonts/README.md).
 */
function withWordFaces(where, page, markup) {
  const shown = new Set(markup.replace(/<(\w+)\b[^>]*\blang="ne"[^>]*>[^<]*<\/\1>/g, '').match(DEVANAGARI) ?? []);
  if (shown.size === 0) return page;
  const faces = WORD_FACES.filter(({ chars }) => chars.some((char) => shown.has(char)));
  const missing = [...shown].filter((char) => !faces.some(({ chars }) => chars.includes(char)));
  if (missing.length > 0) {
    throw new Error(
      `${where}: English text shows Devanagari ${missing.join(' ')} that no face of fonts/english-words.json has`,
    );
  }
  return page.replace('</style>', () => `${faces.map(({ face }) => face).join('')}</style>`);
}

/** The page shell of a server-rendered screen: markers for the head, the markup and the data. */
function serverTemplate(page) {
  const withHead = page
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>.*?<\/title>/s, '<!--app-head-->');
  const template = withHead.replace('<!--app-html--></div>', '<!--app-html--></div>\n    <!--app-data-->');
  for (const marker of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->']) {
    if (!template.includes(marker)) throw new Error(`index.html: no place for ${marker}`);
  }
  return template;
}

await buildServerRenderer(ssrOut);
const { render, PRERENDERED, ALL_PATTERNS, LANGUAGES, NOT_FOUND_PATH, descriptionOf, shellTitle } = await import(
  pathToFileURL(path.join(ssrOut, 'entry-server.mjs')).href
);
const { SERVER_RENDERED } = await import(pathToFileURL(path.join(ssrOut, 'render-page.mjs')).href);

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const head = firstPaintFirst(template);
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * The app's start (src/app/start.tsx and what it imports statically, one chunk: vite.config.ts), which
 * the entry imports once React DOM is evaluated, so the two evaluate in two tasks (issue 12). Every
 * page needs it before it hydrates: the loader preloads it beside the entry, and the app shell names it.
 */
const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry);
// (React DOM, which the entry imports in a task of its own, is in the entry's own chunk.)
const startFiles = (entryChunk?.dynamicImports ?? [])
  .map((key) => `/${manifest[key].file}`)
  .filter((file) => file !== `/${entryChunk.file}`);
if (startFiles.length !== 1 || `/${entryChunk.file}` !== head.entry) {
  throw new Error(`the entry should import one chunk, the app's start, after it runs; it imports ${startFiles.length}`);
}
head.preloads.push(...startFiles);

/** The page's chunk and its imports, so the browser fetches them beside the entry, not after it. */
function preloadsFor(source) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(source);
  return [...files].map((file) => `/${file}`).filter((file) => file !== head.entry && !head.preloads.includes(file));
}

/**
 * The Nepali texts a Nepali page loads before it hydrates (src/lib/i18n/index.ts, ensureNepaliPublic),
 * read from that function, so a Nepali page's loader fetches them beside the entry instead of after it.
 */
function nepaliTextModules() {
  const source = fs.readFileSync(path.join(root, 'src', 'lib', 'i18n', 'index.ts'), 'utf8');
  const body = source.match(/function ensureNepaliPublic\(\)[\s\S]*?\n}\n/)?.[0] ?? '';
  const modules = [...body.matchAll(/import\('\.\/([\w-]+)'\)/g)].map(([, name]) => `src/lib/i18n/${name}.ts`);
  if (modules.length === 0 || modules.some((module) => !manifest[module])) {
    throw new Error('src/lib/i18n/index.ts: no ensureNepaliPublic() importing built text modules to preload');
  }
  return modules;
}
const NEPALI_TEXTS = nepaliTextModules();

/** The page's one script: the loader, with the entry and every module the page needs first. */
const loaderFor = (module, language = 'en') => {
  const modules = [...(module ? [module] : []), ...(language === 'ne' ? NEPALI_TEXTS : [])];
  const preloads = new Set([...head.preloads, ...modules.flatMap(preloadsFor)]);
  return loaderTag(head.entry, [...preloads]);
};

const codeOf = new Map();
/** The built code a page runs before another page's: the entry and the page module's chunks. */
function pageCode(module) {
  const files = [head.entry, ...head.preloads, ...(module ? preloadsFor(module) : [])];
  return files.map((file) => {
    if (!codeOf.has(file)) codeOf.set(file, fs.readFileSync(path.join(dist, file), 'utf8'));
    return codeOf.get(file);
  });
}

/**
 * The page with the stylesheet's rules its markup and its code can use in place of the marker, and
 * the file of the other class rules (for the pages a visitor moves to) named in its <meta>.
 */
function withCriticalCss(page, module, markup) {
  const candidates = classCandidates([markup, ...pageCode(module)]);
  const css = criticalCss(head.css, candidates);
  const rest = writeHashedAsset('classes', classRulesOnly(head.css, candidates));
  return page.replace(CRITICAL_CSS, () => css).replace(REST_CSS, () => rest);
}

/** The sprite's symbols by icon name, each with the id it has inside a page (components/icons/icon.tsx). */
const SYMBOLS = new Map(
  [
    ...fs
      .readFileSync(path.join(root, 'src', 'components', 'icons', 'icons.svg'), 'utf8')
      .matchAll(/<symbol id="([\w-]+)"([\s\S]*?)<\/symbol>/g),
  ].map(([, name, rest]) => [name, `<symbol id="gg-icon-${name}"${rest}</symbol>`]),
);

/**
 * The page with the symbols of the icons its markup shows (and, for a server-rendered screen, the
 * icons its own code names, which depend on the data), right after <body>: its first paint fetches
 * no sprite (issue 12). Icons of other pages come from the sprite file when a visitor moves there.
 */
function withIconSymbols(page, markup, code = []) {
  const names = new Set([...markup.matchAll(/href="#gg-icon-([\w-]+)"/g)].map(([, name]) => name));
  for (const name of names) if (!SYMBOLS.has(name)) throw new Error(`no symbol ${name} in icons.svg`);
  for (const word of classCandidates(code)) if (SYMBOLS.has(word)) names.add(word);
  if (names.size === 0) return page;
  const symbols = [...names].sort().map((name) => SYMBOLS.get(name));
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" hidden>${symbols.join('')}</svg>`;
  if (!page.includes('<body>')) throw new Error('index.html: no <body> to put the icon symbols in');
  return page.replace('<body>', () => `<body>\n    ${sprite}`);
}

const OG_LOCALE = { en: 'en_US', ne: 'ne_NP' };
const attributeText = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page in `language`: its <html lang> and its own description (from i18n/*-page-meta.ts). */
function inLanguage(page, language, description) {
  if (!/<html lang="en">/.test(page) || !/<meta name="description" content="[^"]*"/.test(page)) {
    throw new Error('index.html needs <html lang="en"> and a <meta name="description">');
  }
  return page
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${attributeText(description)}"`,
    );
}

/** `about/index.html` -> `about/index.ne.html`: the Nepali twin of a page the server may send instead. */
const fileIn = (file, language) => (language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`));

/**
 * Link previews (Facebook, Viber, X; issue 14): Open Graph and Twitter card tags from the page's own
 * title and description, written after the <title>. Both are already HTML text; quotes are escaped
 * for the attribute.
 */
function socialTags(page, language) {
  const title = page.match(/<title>(.*?)<\/title>/s)?.[1];
  const description = page.match(/<meta name="description" content="([^"]*)"/)?.[1];
  if (!title || description === undefined) throw new Error('a prerendered page needs a <title> and a description');
  const attribute = (text) => text.replaceAll('"', '&quot;');
  const tags = [
    ['property', 'og:site_name', 'GharGuru'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', attribute(title)],
    ['property', 'og:description', description],
    ['property', 'og:locale', OG_LOCALE[language]],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', attribute(title)],
    ['name', 'twitter:description', description],
  ].map(([kind, key, value]) => `<meta ${kind}="${key}" content="${value}" />`);
  return page.replace(/(<title>.*?<\/title>)/s, (found) => `${found}\n    ${tags.join('\n    ')}`);
}

/** A rendered page in the shell: its markup, title (hoisted by React), description and scripts. */
async function prerender(route, language, module) {
  let html = await render(route, language);
  // React hoists a page's <title> into the rendered markup; move it into <head>.
  const title = html.match(/<title>(.*?)<\/title>/s);
  html = html.replace(/<title>.*?<\/title>/gs, '');
  let page = inLanguage(head.page, language, descriptionOf(route, language)).replace('<!--app-html-->', html);
  if (title) page = page.replace(/<title>.*?<\/title>/s, title[0]);
  page = withIconSymbols(withCriticalCss(page, module, html), html);
  page = socialTags(page, language);
  if (language === 'en') page = withWordFaces(route, page, html);
  return page.replace('</body>', () => `  ${loaderFor(module, language)}\n  </body>`);
}

/** The CSP sources of the inline scripts the pages run: the loader's hash (the server sends them). */
const INLINE_SCRIPT_HASHES = [cspHashOf(LOADER_SOURCE)];

/** Every inline script a page runs must be one the CSP allows (a data block, type JSON, runs nothing). */
function checkInlineScripts(relative, page) {
  for (const [, attributes, text] of page.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)) {
    if (/\bsrc=|type="application\/json"/.test(attributes)) continue;
    if (!INLINE_SCRIPT_HASHES.includes(cspHashOf(text))) {
      throw new Error(`${relative}: an inline script the Content-Security-Policy does not allow`);
    }
  }
}

function write(relative, page) {
  checkInlineScripts(relative, page);
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page);
  console.log(`prerendered ${relative} (${(page.length / 1024).toFixed(1)} kB)`);
}

for (const language of LANGUAGES) {
  for (const { path: route, module } of PRERENDERED) {
    if (route.includes(':')) throw new Error(`${route} has parameters: only fixed paths can be prerendered`);
    write(
      fileIn(path.join(route.replace(/^\//, ''), 'index.html'), language),
      await prerender(route, language, module),
    );
  }
  // The page the server sends, with HTTP 404, for an address no screen has (issue 14).
  write(fileIn('404.html', language), await prerender(NOT_FOUND_PATH, language, 'src/app/not-found-page.tsx'));
}
// The app shell keeps Vite's stylesheet link and loads the word faces beside it (main.tsx), for the
// public pages a signed-in visitor moves to.
// It also preloads the app's start, which the entry imports only once it has run.
const shell = template.replace(
  '</head>',
  () =>
    `${startFiles.map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n`).join('')}` +
    `  <meta name="gg-stylesheet" content="${WORD_FACES_FILE}" />\n  </head>`,
);
write('index.html', shell);
// The app shell in Nepali: the guarded pages render in the page's language from the start.
const shellTitleNe = attributeText(await shellTitle('ne'));
write(
  'index.ne.html',
  inLanguage(shell, 'ne', descriptionOf('shell', 'ne')).replace(
    /<title>.*?<\/title>/s,
    () => `<title>${shellTitleNe}</title>`,
  ),
);
const templates = {};
for (const { path: route, module } of SERVER_RENDERED) {
  // The screen's English texts as it renders with no data (its filters' placeholders and the like).
  const english = await render(route.replace(/:\w+/g, 'x'), 'en');
  const withSymbols = withIconSymbols(head.page, english, pageCode(module).slice(1 + head.preloads.length));
  const page = withWordFaces(route, withCriticalCss(withSymbols, module, english), english).replace(
    '</body>',
    () => `  ${loaderFor(module)}\n  </body>`,
  );
  templates[route] = serverTemplate(page);
}
for (const [route, page] of Object.entries(templates)) checkInlineScripts(route, page);
fs.writeFileSync(path.join(ssrOut, 'templates.json'), JSON.stringify(templates));
// The server adds these to the Content-Security-Policy's script-src (apps/server/src/plugins/security.ts).
fs.writeFileSync(path.join(ssrOut, 'inline-scripts.json'), JSON.stringify({ scriptSrc: INLINE_SCRIPT_HASHES }));
// Every screen's path pattern, so the server answers an unknown page with HTTP 404 (issue 14).
fs.writeFileSync(path.join(ssrOut, 'routes.json'), JSON.stringify(ALL_PATTERNS));
console.log(`server-rendered ${Object.keys(templates).join(', ')}: ${path.relative(root, ssrOut)}/`);
