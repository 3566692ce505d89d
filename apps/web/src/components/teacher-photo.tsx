// A teacher's photo (issue 27) or, without one, their initials on a coloured disc drawn in CSS (no
// request). The size is fixed in the markup, so nothing moves when the picture arrives; the photo
// sits beside the teacher's name, so it carries no text of its own (alt="").
import type { TeacherPhoto as Photo } from '@gharguru/contract';

/** Background colours of the initials, picked by the name so a teacher keeps theirs. */
const DISC_COLOURS = ['bg-teal-700', 'bg-sky-700', 'bg-indigo-700', 'bg-rose-700', 'bg-amber-800', 'bg-emerald-800'];

export function initialsOf(name: string): string {
  const words = name.replace(/\./g, '').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

function discColour(name: string): string {
  let sum = 0;
  for (const character of name) sum = (sum * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return DISC_COLOURS[sum % DISC_COLOURS.length] ?? 'bg-teal-700';
}

const SIZES = {
  /** A directory card: the 96 px copy at 48 CSS px, fetched when the card nears the screen. */
  card: { box: 'size-12 text-base', pixels: 48 },
  /** The tutor's page and the profile: the 192 px copy, or the 400 px one on dense screens. */
  page: { box: 'size-24 text-2xl', pixels: 96 },
} as const;

export function TeacherPhoto({
  name,
  photo,
  size,
  src,
}: {
  name: string;
  photo: Photo | null;
  size: keyof typeof SIZES;
  /** A picture shown instead of `photo` (a preview before it is uploaded). */
  src?: string;
}) {
  const { box, pixels } = SIZES[size];
  if (src || photo) {
    const dense = photo && size === 'page' && !src;
    return (
      <img
        src={src ?? (size === 'card' ? photo?.url96 : photo?.url192)}
        srcSet={dense ? `${photo.url192} 192w, ${photo.url400} 400w` : undefined}
        sizes={dense ? `${pixels}px` : undefined}
        width={pixels}
        height={pixels}
        alt=""
        loading={size === 'card' ? 'lazy' : undefined}
        decoding="async"
        className={`${box} shrink-0 rounded-full bg-slate-100 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} ${discColour(name)} inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none`}
    >
      {initialsOf(name)}
    </span>
  );
}
