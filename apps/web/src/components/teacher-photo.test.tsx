// Issue 27: the teacher's photo as cards and pages show it, or the initials drawn in CSS.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeacherPhoto, initialsOf } from './teacher-photo';

const photo = { url96: '/photos/h-96.webp', url192: '/photos/h-192.webp', url400: '/photos/h-400.webp' };

describe('TeacherPhoto', () => {
  it('[PHOTO-7] a card shows the 96 px copy lazily at a fixed 48 px, so nothing moves and it is not the first paint', () => {
    const { container } = render(<TeacherPhoto name="Ram T." photo={photo} size="card" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', photo.url96);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute('alt', '');
    expect(image?.hasAttribute('srcset')).toBe(false);
  });

  it('[PHOTO-7] the tutor page offers the 192 and 400 px copies with srcset', () => {
    const { container } = render(<TeacherPhoto name="Ram T." photo={photo} size="page" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', photo.url192);
    expect(image).toHaveAttribute('srcset', '/photos/h-192.webp 192w, /photos/h-400.webp 400w');
    expect(image).toHaveAttribute('sizes', '96px');
    expect(image?.hasAttribute('loading')).toBe(false);
  });

  it('[PHOTO-7] without a photo: the initials in CSS, no image request', () => {
    const { container } = render(<TeacherPhoto name="Sita S." photo={null} size="card" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('SS');
    expect(initialsOf('राम थापा')).toBe('रथ');
    expect(initialsOf('Ram')).toBe('R');
  });
});
