// Subject keys: one key per school subject, whatever spelling or language a family or teacher uses.
// The directory filters offers by key (a `subject_keys` array column with a GIN index) and the
// matching of requests to teachers uses the same keys, so "गणित" finds an offer written "Maths".

/** Each key with the spellings that mean it, already normalized (see `normalizeSubject`). */
export const SUBJECT_SYNONYMS = {
  maths: ['maths', 'math', 'mathematics', 'mathematic', 'गणित'],
  'optional maths': [
    'optional maths',
    'optional math',
    'optional mathematics',
    'opt maths',
    'opt. maths',
    'ऐच्छिक गणित',
  ],
  computer: ['computer', 'computer science', 'computers', 'cs', 'it', 'कम्प्युटर', 'कम्प्यूटर'],
  science: ['science', 'general science', 'विज्ञान'],
  english: ['english', 'अंग्रेजी', 'अङ्ग्रेजी'],
  nepali: ['nepali', 'नेपाली'],
  physics: ['physics', 'भौतिक विज्ञान', 'भौतिकशास्त्र'],
  chemistry: ['chemistry', 'रसायन विज्ञान', 'रसायनशास्त्र'],
  biology: ['biology', 'जीव विज्ञान', 'जीवविज्ञान'],
  accounts: ['accounts', 'account', 'accountancy', 'accounting', 'लेखा'],
  economics: ['economics', 'economic', 'अर्थशास्त्र'],
  social: ['social', 'social studies', 'social study', 'सामाजिक', 'सामाजिक अध्ययन'],
  'health and physical education': ['health and physical education', 'hpe', 'health', 'स्वास्थ्य'],
  business: ['business', 'business studies', 'व्यवसाय'],
} as const satisfies Record<string, readonly string[]>;

export type KnownSubjectKey = keyof typeof SUBJECT_SYNONYMS;

const KEY_BY_SPELLING: ReadonlyMap<string, string> = new Map(
  Object.entries(SUBJECT_SYNONYMS).flatMap(([key, spellings]) => spellings.map((spelling) => [spelling, key])),
);

/**
 * Lower case, trimmed, inner spaces collapsed to one. The migration that filled existing rows does
 * the same in SQL (`lower(regexp_replace(btrim(s), '\s+', ' ', 'g'))`); keep the two alike.
 */
export function normalizeSubject(subject: string): string {
  return subject.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The key of one subject: a known key for a known spelling, otherwise the normalized text itself. */
export function subjectKey(subject: string): string {
  const normalized = normalizeSubject(subject);
  return KEY_BY_SPELLING.get(normalized) ?? normalized;
}

/** The distinct keys of a list of subjects, in their first order; blanks are skipped. */
export function subjectKeys(subjects: readonly string[]): string[] {
  return [...new Set(subjects.map(subjectKey).filter((key) => key !== ''))];
}
