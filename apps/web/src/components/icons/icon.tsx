// Icons of the site layout and the public pages, drawn from one SVG sprite (icons.svg, a hashed
// asset cached for a year). Their shapes live only in the sprite: not in the JavaScript, which keeps
// every public page within its budget (scripts/page-weight.mjs). A prerendered or server-rendered
// page carries the symbols its markup shows, inside the page (scripts/prerender.mjs), so its first
// paint fetches no sprite (issue 12); an icon the page did not carry (another page's, after a
// client-side navigation) is drawn from the sprite file. The signed-in screens use lucide-react.
import sprite from './icons.svg?no-inline';

export type IconName =
  | 'alert-circle'
  | 'book-open'
  | 'check-circle'
  | 'clipboard-list'
  | 'clock'
  | 'eye'
  | 'facebook'
  | 'graduation-cap'
  | 'heart-handshake'
  | 'home'
  | 'instagram'
  | 'layers'
  | 'linkedin'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'phone'
  | 'quote'
  | 'shield-check'
  | 'sparkles'
  | 'target'
  | 'user-check'
  | 'x'
  | 'youtube';

/** The id of an icon's symbol when the page carries it (scripts/prerender.mjs writes the same ids). */
export const ICON_SYMBOL_PREFIX = 'gg-icon-';

/**
 * Where an icon's symbol is: in the page when the page carries it, else in the sprite file. Rendering
 * on the server (no document), it is the page: the build puts every symbol the markup uses in it.
 */
function symbolHref(name: IconName): string {
  const id = `${ICON_SYMBOL_PREFIX}${name}`;
  if (typeof document === 'undefined' || document.getElementById(id)) return `#${id}`;
  return `${sprite}#${name}`;
}

/** A decorative icon (hidden from assistive technology: the text or label beside it says it). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={symbolHref(name)} />
    </svg>
  );
}
