import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import sprite from './icons.svg?raw';
import { Icon, type IconName } from './icon';

const NAMES: IconName[] = [
  'alert-circle',
  'book-open',
  'check-circle',
  'clipboard-list',
  'clock',
  'eye',
  'facebook',
  'graduation-cap',
  'heart-handshake',
  'home',
  'instagram',
  'layers',
  'linkedin',
  'mail',
  'map-pin',
  'menu',
  'phone',
  'quote',
  'shield-check',
  'sparkles',
  'target',
  'user-check',
  'x',
  'youtube',
];

describe('Icon', () => {
  it('every name has a symbol in the sprite', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect([...ids].sort()).toEqual([...NAMES].sort());
  });

  it('references its symbol and is hidden from assistive technology', () => {
    const { container } = render(<Icon name="menu" className="size-6" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-6');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/icons\.svg(\?[^#]*)?#menu$/);
  });
});
