// Issue 27: the photo field of the profile edit screen (the upload itself is proven end to end in
// e2e/specs/13-teacher-photo.spec.ts: jsdom sends no multipart request).
import { API_PATHS, MSG, PHOTO_LIMITS } from '@gharguru/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { profileRoute } from '../../../test/records/teacher-records';
import { setLanguage } from '../../../lib/i18n';
import TeacherProfileEditPage from '../pages/teacher-profile-edit-page';

beforeEach(() => signIn('teacher'));

const photo = {
  url96: `/photos/${'a'.repeat(32)}-96.webp`,
  url192: `/photos/${'a'.repeat(32)}-192.webp`,
  url400: `/photos/${'a'.repeat(32)}-400.webp`,
};

describe('the profile photo field', () => {
  it('[PHOTO-6] without a photo: the initials, the hints, and a picker for JPEG, PNG and WebP', async () => {
    fakeApi([profileRoute()]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />);
    const picker = await screen.findByLabelText('Choose a photo');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByText('RT')).toBeInTheDocument();
    expect(screen.getByText(/at least 200 × 200 pixels, up to 5 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it("[PHOTO-6] refuses a file over 5 MB before sending it, in the reader's language", async () => {
    const api = fakeApi([profileRoute()]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />);
    const big = new File([new Uint8Array(PHOTO_LIMITS.maxBytes + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(await screen.findByLabelText('Choose a photo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.photoTooLarge);
    expect(api.calls('PUT', API_PATHS.teacherProfilePhoto)).toHaveLength(0);

    await act(() => setLanguage('ne'));
    try {
      expect(screen.getByRole('alert')).toHaveTextContent('फोटो ५ MB भन्दा ठूलो छ। अझ सानो फोटो छान्नुहोस्');
      expect(screen.getByLabelText('फोटो छान्नुहोस्')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('[PHOTO-6] with a photo: shows it at a fixed size, offers to replace it, and removes it', async () => {
    const api = fakeApi([
      profileRoute({ photo }),
      {
        method: 'DELETE',
        path: API_PATHS.teacherProfilePhoto,
        answer: { body: { message: MSG.photoRemoved, code: 'photoRemoved', photo: null } },
      },
    ]);
    const { container } = renderPage('/teacher-profile/edit', <TeacherProfileEditPage />);
    expect(await screen.findByLabelText('Replace photo')).toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', photo.url192);
    expect(image).toHaveAttribute('srcset', `${photo.url192} 192w, ${photo.url400} 400w`);
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '96');

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.photoRemoved);
    expect(api.calls('DELETE', API_PATHS.teacherProfilePhoto)).toHaveLength(1);
    expect(await screen.findByLabelText('Choose a photo')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
