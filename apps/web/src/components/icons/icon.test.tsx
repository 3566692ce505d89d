import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import sprite from './icons.svg?raw';
import { ICON_SYMBOL_PREFIX, Icon, type IconName } from './icon';

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

  it('draws from the symbol the page carries when it has one (a prerendered page)', () => {
    const carried = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    carried.innerHTML = `<symbol id="${ICON_SYMBOL_PREFIX}phone"></symbol>`;
    document.body.append(carried);
    try {
      const { container } = render(
        <>
          <Icon name="phone" />
          <Icon name="mail" />
        </>,
      );
      const [phone, mail] = [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));
      expect(phone).toBe(`#${ICON_SYMBOL_PREFIX}phone`);
      expect(mail).toMatch(/icons\.svg(\?[^#]*)?#mail$/);
    } finally {
      carried.remove();
    }
  });
});
