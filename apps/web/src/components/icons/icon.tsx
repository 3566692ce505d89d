// Icons of the site layout and the public pages, drawn from one SVG sprite (icons.svg, a hashed
// asset cached for a year). Their shapes live only in the sprite: not in the JavaScript, which
// /home keeps under its 110 KB budget (decision 005), and not repeated in every prerendered page.
// The signed-in screens still use lucide-react.
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

/** A decorative icon (hidden from assistive technology: the text or label beside it says it). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
