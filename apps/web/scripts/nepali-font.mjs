// The Devanagari web font a Nepali page downloads (issue 31): Noto Sans Devanagari cut down, at build
// time, to the glyphs Nepali text draws, one file per weight the design uses. fonts/README.md says
// what goes in and why; `nepali-font.test.ts` shapes every Devanagari text of the app with the result.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(WEB_ROOT, '../..');
export const SOURCE_FONT = path.join(WEB_ROOT, 'src/fonts/noto-sans-devanagari-wght.woff2');
/** Where the build writes the faces: `.cache` is not a build input (scripts/freshness.mjs), and git ignores it. */
export const OUTPUT_FOLDER = path.join(WEB_ROOT, 'src/fonts/.cache');
/** The weights the design draws Devanagari in: body text, and every semibold, bold or heavier text. */
export const WEIGHTS = [400, 600];
export const outputFile = (weight) => path.join(OUTPUT_FOLDER, `noto-sans-devanagari-nepali-${weight}.woff2`);

/** Folders whose sources hold the app's Devanagari texts: the catalogues, the contract's data, the demo data. */
export const TEXT_FOLDERS = ['apps/web/src', 'packages/contract/src', 'apps/server/src/cli'];

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i));
const VIRAMA = '\u094D';
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const RA = 'र';
/** Letters Nepali writes: the vowels and consonants of the block without the ones of other languages. */
const OTHER_LANGUAGES = new Set([...'ऌऍऎऑऒऩऱऴॅॆॉॊॎॏ']);
export const VOWELS = range(0x0905, 0x0914).filter((c) => !OTHER_LANGUAGES.has(c));
export const CONSONANTS = range(0x0915, 0x0939).filter((c) => !OTHER_LANGUAGES.has(c));
export const VOWEL_SIGNS = range(0x093e, 0x094c).filter((c) => !OTHER_LANGUAGES.has(c));
/** Candrabindu, anusvara, visarga, nukta, avagraha, virama, om, the dandas, the digits, the abbreviation sign. */
export const SIGNS = [
  '\u0901',
  '\u0902',
  '\u0903',
  '\u093C',
  '\u093D',
  VIRAMA,
  '\u0950',
  '\u0964',
  '\u0965',
  ...range(0x0966, 0x096f),
  '\u0970',
];

/** Maximal runs of Devanagari (with joiners) in a text. */
export function devanagariRuns(text) {
  return text.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? [];
}

function sourceFiles(folder) {
  const files = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) files.push(...sourceFiles(child));
    } else if (/\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(child);
    }
  }
  return files;
}

/** Every Devanagari run written in the app's sources (catalogues, contract, demo data), each once. */
export function appDevanagariTexts(root = REPO_ROOT) {
  const runs = new Set();
  for (const folder of TEXT_FOLDERS) {
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const run of devanagariRuns(fs.readFileSync(file, 'utf8'))) runs.add(run);
    }
  }
  return [...runs].sort();
}

/**
 * What any Nepali text needs besides the app's own words: every letter and sign; every consonant with
 * every vowel sign and with a candrabindu/anusvara over it; each consonant's half form, its reph and
 * rakar forms. A conjunct outside the app's texts then draws from half forms (or with a visible virama
 * for the few consonants without one), which is how Nepali is also written.
 */
export function baseTexts() {
  const texts = [...VOWELS, ...CONSONANTS, ...SIGNS, ...VOWELS.map((v) => `${v}ं`), ...VOWELS.map((v) => `${v}ँ`)];
  for (const consonant of CONSONANTS) {
    texts.push(`${consonant}ँ`, `${consonant}ं`, `${consonant}ः`, `${consonant}${VIRAMA}`);
    for (const sign of VOWEL_SIGNS) texts.push(`${consonant}${sign}`, `${consonant}${sign}ँ`, `${consonant}${sign}ं`);
    texts.push(`${consonant}${VIRAMA}${ZWJ}`, `${consonant}${VIRAMA}${ZWNJ}`);
    texts.push(
      `${RA}${VIRAMA}${consonant}`,
      `${consonant}${VIRAMA}${RA}`,
      `${consonant}${VIRAMA}य`,
      `${consonant}${VIRAMA}व`,
    );
    texts.push(`${RA}${VIRAMA}${consonant}ि`, `${RA}${VIRAMA}${consonant}ी`, `${RA}${VIRAMA}${consonant}ं`);
  }
  return texts;
}

let harfbuzzModule;
async function subsetWasm() {
  if (!harfbuzzModule) {
    const require = createRequire(import.meta.url);
    const bytes = fs.readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes);
    instance.exports._initialize();
    harfbuzzModule = instance.exports;
  }
  return harfbuzzModule;
}

/** A HarfBuzz font of `fontBytes` (TrueType) at `weight`, to shape with. */
export function shapingFont(fontBytes, weight) {
  const font = new hb.Font(new hb.Face(new hb.Blob(fontBytes)));
  if (weight !== undefined) font.setVariations([new hb.Variation('wght', weight)]);
  return font;
}

/** The glyphs (with their positions) HarfBuzz draws `text` with in `font`. */
export function shapeText(font, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos().map((info) => info.codepoint);
  const positions = buffer.getGlyphPositions();
  return { glyphs, positions };
}

const tag = (name) => [...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;

/**
 * HarfBuzz's subsetter, keeping exactly `glyphIds` (no closure over the layout rules: a rule whose
 * result is not kept is dropped) and the characters of `characters`, with the weight axis pinned.
 * The call sequence of `subset-font` (which takes no glyph list) with the glyph set added.
 */
async function subsetByGlyphs(trueType, { glyphIds, characters, weight }) {
  const wasm = await subsetWasm();
  const heap = () => new Uint8Array(wasm.memory.buffer);
  const fontPointer = wasm.malloc(trueType.byteLength);
  heap().set(trueType, fontPointer);
  const blob = wasm.hb_blob_create(fontPointer, trueType.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  const input = wasm.hb_subset_input_create_or_fail();
  try {
    const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    wasm.hb_subset_input_set_flags(
      input,
      wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const char of characters) wasm.hb_set_add(unicodes, char.codePointAt(0));
    const glyphs = wasm.hb_subset_input_glyph_set(input);
    for (const id of glyphIds) wasm.hb_set_add(glyphs, id);
    if (!wasm.hb_subset_input_pin_axis_location(input, face, tag('wght'), weight)) {
      throw new Error(`the font has no weight axis to pin at ${weight}`);
    }
    const subset = wasm.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('HarfBuzz could not subset the Devanagari font');
    const result = wasm.hb_face_reference_blob(subset);
    const offset = wasm.hb_blob_get_data(result, 0);
    const bytes = Buffer.from(heap().subarray(offset, offset + wasm.hb_blob_get_length(result)));
    wasm.hb_blob_destroy(result);
    wasm.hb_face_destroy(subset);
    return bytes;
  } finally {
    wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(fontPointer);
  }
}

/** The texts the subset is cut for: the base forms and every Devanagari text of the app. */
export function subsetTexts(root = REPO_ROOT) {
  return [...baseTexts(), ...appDevanagariTexts(root)];
}

/** The Nepali subset at each weight of `WEIGHTS`, as TrueType (for shaping) and WOFF2 (for the page). */
export async function buildNepaliFaces({ texts = subsetTexts() } = {}) {
  const trueType = await fontverter.convert(fs.readFileSync(SOURCE_FONT), 'truetype');
  const faces = [];
  for (const weight of WEIGHTS) {
    // The glyphs depend on the weight only through rules that differ by weight; shape at each.
    const font = shapingFont(trueType, weight);
    const glyphIds = new Set([0]);
    for (const text of texts) for (const id of shapeText(font, text).glyphs) glyphIds.add(id);
    const characters = new Set(texts.flatMap((text) => [...text]));
    const subset = await subsetByGlyphs(trueType, { glyphIds, characters, weight });
    faces.push({ weight, trueType: subset, woff2: await fontverter.convert(subset, 'woff2', 'truetype') });
  }
  return { source: trueType, faces };
}

/** The build's step: writes the faces into `OUTPUT_FOLDER`. */
export async function writeNepaliFaces() {
  const { faces } = await buildNepaliFaces();
  fs.mkdirSync(OUTPUT_FOLDER, { recursive: true });
  for (const face of faces) fs.writeFileSync(outputFile(face.weight), face.woff2);
  return faces.map((face) => ({ weight: face.weight, bytes: face.woff2.length }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { weight, bytes } of await writeNepaliFaces()) {
    console.log(`Nepali Devanagari face, weight ${weight}: ${bytes} bytes`);
  }
}
