// Issue 27: the admin removes a teacher's photo from the teacher list, with a reason.
import { API_PATHS, MSG } from '@gharguru/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { teacher } from '../../../test/records/admin-records';
import AdminDashboardPage from '../pages/admin-dashboard-page';

beforeEach(() => signIn('admin'));

const photo = {
  url96: `/photos/${'b'.repeat(32)}-96.webp`,
  url192: `/photos/${'b'.repeat(32)}-192.webp`,
  url400: `/photos/${'b'.repeat(32)}-400.webp`,
};
const none = (message: string, key: string) => ({ body: { message, [key]: [], total: 0 } });

describe("the teacher list's photo column", () => {
  it('[PHOTO-6] removes a photo only with a reason, and sends that reason', async () => {
    const withPhoto = teacher({ photo });
    const api = fakeApi([
      { method: 'POST', path: API_PATHS.adminStudentList, answer: none(MSG.noStudents, 'studentList') },
      { method: 'POST', path: API_PATHS.adminTuitionList, answer: none(MSG.noTuitions, 'tuitionList') },
      {
        method: 'GET',
        path: API_PATHS.adminTeacherList,
        answer: { body: { message: 'ok', teacherList: [withPhoto], total: 1 } },
      },
      { method: 'GET', path: API_PATHS.adminPendingAdmins, answer: { body: { message: 'none', adminList: [] } } },
      { method: 'GET', path: API_PATHS.adminMatches, answer: none(MSG.noMatches, 'matches') },
      {
        method: 'DELETE',
        path: API_PATHS.adminTeacherPhoto(withPhoto._id),
        answer: { body: { message: MSG.photoRemovedByAdmin, code: 'photoRemovedByAdmin' } },
      },
    ]);
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    // The list is drawn as a table and as cards (for phones): either button opens the same dialog.
    const [remove] = await screen.findAllByRole('button', { name: 'Remove photo: Ram Thapa' });
    await userEvent.click(remove as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Remove the photo of Ram Thapa?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.photoReasonRequired);
    expect(api.calls('DELETE', API_PATHS.adminTeacherPhoto(withPhoto._id))).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox'), 'The photo shows a phone number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText(MSG.photoRemovedByAdmin)).toBeInTheDocument();
    expect(api.calls('DELETE', API_PATHS.adminTeacherPhoto(withPhoto._id)).map((call) => call.body)).toEqual([
      { reason: 'The photo shows a phone number' },
    ]);
  });
});
