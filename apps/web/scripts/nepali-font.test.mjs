// [FAST-1] The Nepali faces the build cuts from Noto Sans Devanagari draw every Devanagari text of the
// app exactly as the whole font does: HarfBuzz shapes each text with both, at each weight.
import { beforeAll, describe, expect, it } from 'vitest';
import { isDeepStrictEqual as isEqual } from 'node:util';
import {
  appDevanagariTexts,
  CONSONANTS,
  baseTexts,
  buildNepaliFaces,
  devanagariRuns,
  shapeText,
  shapingFont,
  WEIGHTS,
} from './nepali-font.mjs';

let source;
let faces;
beforeAll(async () => {
  ({ source, faces } = await buildNepaliFaces());
}, 60_000);

/** How `font` draws `text`: each glyph's outline (or its number of drawing commands) and its position. */
function drawing(font, text, exact = true) {
  const { glyphs, positions } = shapeText(font, text);
  return glyphs.map((id, i) => ({
    outline: exact ? font.glyphToPath(id) : font.glyphToJson(id).length,
    missing: id === 0,
    position: [positions[i].xAdvance, positions[i].xOffset, positions[i].yOffset],
  }));
}

/**
 * At the font's default weight (400) the subset draws exactly as the whole font. At another weight,
 * pinning the axis rounds each point and offset, so there the glyphs must be the same shapes (same
 * drawing commands) at the same places within 2 units (of 1,000 to the em).
 */
function drawsAlike(subset, whole, exact) {
  if (exact) return isEqual(subset, whole);
  return (
    subset.length === whole.length &&
    subset.every(
      (glyph, i) =>
        glyph.outline === whole[i].outline &&
        glyph.position.every((value, j) => Math.abs(value - whole[i].position[j]) <= 2),
    )
  );
}

describe('[FAST-1] the Nepali Devanagari faces', () => {
  it('finds the texts to cut for: the Nepali catalogues, the subjects and the base forms', () => {
    const texts = appDevanagariTexts();
    // The catalogues hold hundreds of Devanagari texts; a few known ones prove the folders are read.
    expect(texts.length).toBeGreaterThan(500);
    for (const known of ['नेपाली', 'गणित', 'शिक्षक']) expect(texts.some((text) => text.includes(known))).toBe(true);
    expect(devanagariRuns('Maths (गणित), विज्ञान!')).toEqual(['गणित', 'विज्ञान']);
    expect(baseTexts()).toContain('क्‍');
  });

  it('weighs at most 45 KB for the two weights together', () => {
    expect(faces.map((face) => face.weight)).toEqual(WEIGHTS);
    const total = faces.reduce((sum, face) => sum + face.woff2.length, 0);
    expect(total).toBeLessThanOrEqual(45 * 1024);
  });

  for (const [index, weight] of WEIGHTS.entries()) {
    it(`draws every Devanagari text of the app at weight ${weight} as the whole font does, no glyph missing`, () => {
      const whole = shapingFont(source, weight);
      const subset = shapingFont(faces[index].trueType);
      const exact = weight === 400;
      const different = [];
      for (const text of [...appDevanagariTexts(), ...baseTexts()]) {
        const drawn = drawing(subset, text, exact);
        if (drawn.some((glyph) => glyph.missing) || !drawsAlike(drawn, drawing(whole, text, exact), exact)) {
          different.push(text);
        }
      }
      expect(different).toEqual([]);
    });
  }

  it('draws a conjunct outside the texts from half forms or with a virama, never as a box', () => {
    const whole = shapingFont(source, 400);
    const subset = shapingFont(faces[0].trueType);
    const conjuncts = CONSONANTS.flatMap((first) => CONSONANTS.map((second) => `${first}्${second}`));
    const missing = conjuncts.filter((text) => drawing(subset, text).some((glyph) => glyph.missing));
    expect(missing).toEqual([]);
    // Some of them are ligatures of the whole font that no text of the app uses (so the test can fail).
    const redrawn = conjuncts.filter((text) => !isEqual(drawing(subset, text), drawing(whole, text)));
    expect(redrawn.length).toBeGreaterThan(10);
  });
});
