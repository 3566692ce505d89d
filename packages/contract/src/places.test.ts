// The one list of places (issue 33): each spelling names one place, both scripts find it, an
// unknown tole is kept as typed, and migration 0020 maps exactly the contract's spellings.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, CITIES, PLACE_SPELLINGS, canonicalPlace, normalizePlace, placeKey, placeName } from './places.js';

describe('[FIX-32] places in English and Nepali', () => {
  it('gives every spelling one place, and every place both names', () => {
    const spellings = [...CITIES, ...AREAS].flatMap((place) =>
      [place.en, place.ne, ...(place.also ?? [])].map(normalizePlace),
    );
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const place of [...CITIES, ...AREAS]) {
      expect(place.ne, place.en).toMatch(/^[\u0900-\u097F ]+$/);
      expect(place.en, place.ne).toMatch(/^[A-Za-z ]+$/);
    }
  });

  it('stores a known place under its English name, whichever script or spelling, and an unknown tole as typed', () => {
    expect(canonicalPlace('ललितपुर')).toBe('Lalitpur');
    expect(canonicalPlace('  lalitpur ')).toBe('Lalitpur');
    expect(canonicalPlace('काठमाडौँ')).toBe('Kathmandu');
    expect(canonicalPlace('गोंगबु')).toBe('Gongabu');
    expect(canonicalPlace('Gongbu')).toBe('Gongabu');
    expect(canonicalPlace(' Naya   Tole ')).toBe('Naya Tole');
    expect(placeKey('गोङ्गबु')).toBe('gongabu');
  });

  it('names a known place in the page language and keeps an unknown one as typed', () => {
    expect(placeName('Kathmandu', 'ne')).toBe('काठमाडौं');
    expect(placeName('ललितपुर', 'en')).toBe('Lalitpur');
    expect(placeName('Naya Tole', 'ne')).toBe('Naya Tole');
  });

  it("migration 0020 maps the contract's spellings, no more and no fewer", () => {
    const sql = fs.readFileSync(
      new URL('../../../apps/server/src/db/migrations/0020_place_names.sql', import.meta.url),
      'utf8',
    );
    const rows = [...sql.matchAll(/^ {2}\('((?:[^']|'')*)', '((?:[^']|'')*)'\)[,;]/gm)].map(([, spelling, name]) => [
      spelling,
      name,
    ]);
    expect(rows).toEqual([...PLACE_SPELLINGS].map(([spelling, place]) => [spelling, place.en]));
  });
});
