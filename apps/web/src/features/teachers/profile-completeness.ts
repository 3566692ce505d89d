// The edit screen's completeness meter (issue 27): what families look at, in the order they look
// at it. Each item says whether the profile being edited has it; the meter is the share done and
// the hint names the first items still missing. The photo (photo helper's profile-photo-field.tsx)
// joins this list as its first item.
export type ProfileDraft = {
  bio?: string | null;
  experienceYears?: string | number | null;
  institution?: string | null;
  languages?: readonly string[];
  modes?: readonly string[];
  times?: readonly string[];
};

/** A bio of a few sentences: shorter reads as empty to a family. */
export const BIO_ENOUGH = 80;

const filled = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';

export const COMPLETENESS_ITEMS = [
  { key: 'experience', done: (draft: ProfileDraft) => filled(draft.experienceYears) },
  { key: 'bio', done: (draft: ProfileDraft) => (draft.bio ?? '').trim().length >= BIO_ENOUGH },
  { key: 'institution', done: (draft: ProfileDraft) => filled(draft.institution) },
  { key: 'languages', done: (draft: ProfileDraft) => (draft.languages?.length ?? 0) > 0 },
  { key: 'modes', done: (draft: ProfileDraft) => (draft.modes?.length ?? 0) > 0 },
  { key: 'times', done: (draft: ProfileDraft) => (draft.times?.length ?? 0) > 0 },
] as const;

export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number]['key'];

export function completeness(draft: ProfileDraft): { percent: number; missing: CompletenessItem[] } {
  const missing = COMPLETENESS_ITEMS.filter((item) => !item.done(draft)).map((item) => item.key);
  const percent = Math.round((100 * (COMPLETENESS_ITEMS.length - missing.length)) / COMPLETENESS_ITEMS.length);
  return { percent, missing };
}
