// Journey 22 (issue 27): a teacher uploads a photo on a phone; it shows on their listed offer's card
// in /tutors (the 96 px copy, lazily, at a fixed size) and on /tutors/{id} (192/400 px with srcset),
// in English and नेपाली, with no serious axe finding. The picture is a real JPEG drawn by the
// browser's canvas; the server decodes and re-encodes it (PHOTO-1, PHOTO-6, PHOTO-7).
import { uniqueId } from '@gharguru/contract/testing';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, openSignedIn, test, waitForApp } from '../fixtures/test';

/** A 640 × 480 JPEG drawn in the page: a face-like disc on a coloured field. */
async function drawnJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#2a7f62';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#f3d2b3';
    context.beginPath();
    context.arc(320, 240, 150, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The image has arrived and decoded (a broken or missing file has no natural width), from the copy named. */
async function expectLoaded(image: Locator, copy: 96 | 192) {
  await image.scrollIntoViewIfNeeded();
  const loaded = (element: HTMLImageElement) =>
    element.complete && element.naturalWidth > 0 ? new URL(element.currentSrc).pathname : '';
  await expect.poll(() => image.evaluate(loaded)).toMatch(new RegExp(`^/photos/[0-9a-f]{32}-${copy}\\.webp$`));
}

test('[PHOTO-1, PHOTO-6, PHOTO-7] a teacher uploads a photo and it shows on /tutors and /tutors/{id}, in both languages at 360 px', async ({
  page,
  api,
}) => {
  const city = `Palpa${uniqueId()
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a')
    .slice(-5)}`;
  const admin = await api.signInAdmin();
  const { session } = await api.newTeacher({
    firstName: 'Sunita',
    lastName: 'Gurung',
    email: `sunita${uniqueId().slice(-6)}@example.com`,
    city,
    area: 'Tansen',
  });
  const offer = await api.addTuition(session, {
    name: `Science for class 8 ${uniqueId().slice(-5)}`,
    subjects: ['Science'],
  });
  await api.approveTuition(admin, offer._id);

  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, session, '/teacher-profile/edit');
  await waitForApp(page);
  const main = page.getByRole('main');
  await expect(main.getByText('SG', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the profile edit screen without a photo');

  await main
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await drawnJpeg(page) });
  await expect(main.getByRole('status')).toHaveText('Photo saved');
  const ownPhoto = main.locator('section img');
  await expect(ownPhoto).toHaveAttribute('src', /^\/photos\/[0-9a-f]{32}-192\.webp$/);
  await expectLoaded(ownPhoto, 192);
  await expect(main.getByLabel('Replace photo')).toBeAttached();
  await expect(main.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the profile edit screen with a photo');

  // The directory's card: the 96 px copy, lazily, 48 × 48 so nothing moves when it arrives.
  await page.goto(`/tutors?city=${city}`);
  const card = page.getByRole('listitem').filter({ hasText: offer.name });
  const cardPhoto = card.locator('img');
  await expect(cardPhoto).toHaveAttribute('src', /^\/photos\/[0-9a-f]{32}-96\.webp$/);
  await expect(cardPhoto).toHaveAttribute('loading', 'lazy');
  await expect(cardPhoto).toHaveAttribute('width', '48');
  await expect(cardPhoto).toHaveAttribute('height', '48');
  await expectLoaded(cardPhoto, 96);
  const box = await cardPhoto.boundingBox();
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([48, 48]);
  await expectNoSeriousA11yViolations(page, '/tutors with a photo');

  // The tutor's page: 192 px, or 400 px on a dense screen.
  await page.goto(`/tutors/${offer._id}`);
  const pagePhoto = page.getByRole('main').locator('article img');
  await expect(pagePhoto).toHaveAttribute('srcset', /-192\.webp 192w, \/photos\/[0-9a-f]{32}-400\.webp 400w$/);
  await expectLoaded(pagePhoto, 192);
  await expectNoSeriousA11yViolations(page, '/tutors/{id} with a photo');

  // नेपाली: the same photo, the page and the field in Nepali.
  await waitForApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'नेपाली' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('main').locator('article img')).toHaveAttribute('src', /-192\.webp$/);
  await expectNoSeriousA11yViolations(page, '/tutors/{id} in Nepali');
  await page.goto(`/tutors?city=${city}`);
  await expectLoaded(page.getByRole('listitem').filter({ hasText: offer.name }).locator('img'), 96);
  await expectNoSeriousA11yViolations(page, '/tutors in Nepali');
  await page.goto('/teacher-profile/edit');
  await expect(page.getByRole('main').getByLabel('फोटो बदल्नुहोस्')).toBeAttached();
  await expect(page.getByRole('main').getByText(/२०० × २०० पिक्सेल/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the profile edit screen in Nepali');
});
