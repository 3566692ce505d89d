// The address of a /tutors list (issue 31): what the filter form writes, the same with the web app's
// script (which changes the address in place) and without it (the browser sends the form as a GET,
// and the server answers with this clean address).

/** The filters /tutors reads from its address, in the order they are written back. */
export const DIRECTORY_FILTERS = [
  'subject',
  'class',
  'city',
  'area',
  'priceType',
  'priceMax',
  'verified',
  'gender',
  'mode',
  'time',
  'minRating',
  'sort',
] as const;

/** The filter form's hidden field: the city of the list it was shown with (an area belongs to it). */
export const DIRECTORY_SHOWN_CITY = 'shownCity';

/**
 * The /tutors search for a sent filter form, `get` reading its fields: the filters with a value, not
 * the default order (one address per list), no page (a new list starts at its first), and no area
 * when the city changed (a new city starts with any area).
 */
export function directorySearchOf(get: (name: string) => unknown): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of DIRECTORY_FILTERS) {
    const value = String(get(key) ?? '').trim();
    if (value && !(key === 'sort' && value === 'relevance')) next.set(key, value);
  }
  const shownCity = get(DIRECTORY_SHOWN_CITY);
  if (shownCity !== null && shownCity !== undefined && (next.get('city') ?? '') !== String(shownCity)) {
    next.delete('area');
  }
  return next;
}
