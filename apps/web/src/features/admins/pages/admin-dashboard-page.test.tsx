import { API_PATHS, MSG, englishMessage, say } from '@gharguru/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeRoute, fakeApi, messageRoute } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { student, teacher, tuitionOffer } from '../../../test/records/admin-records';
import AdminDashboardPage from './admin-dashboard-page';

beforeEach(() => signIn('admin'));

type Lists = {
  students?: FakeAnswer;
  tuitions?: FakeAnswer;
  teachers?: FakeAnswer;
  pending?: FakeAnswer;
  matches?: FakeAnswer;
};

const empty = {
  students: { body: { message: MSG.noStudents, studentList: [], total: 0 } },
  tuitions: { body: { message: MSG.noTuitions, tuitionList: [], total: 0 } },
  teachers: { body: { message: MSG.noTeachers, teacherList: [], total: 0 } },
  pending: { body: { message: 'No admins are waiting for approval', adminList: [] } },
  matches: { body: { message: MSG.noMatches, matches: [], total: 0 } },
};

function lists(answers: Lists, extra: FakeRoute[] = []) {
  const use = { ...empty, ...answers };
  return fakeApi([
    { method: 'POST', path: API_PATHS.adminStudentList, answer: use.students },
    { method: 'POST', path: API_PATHS.adminTuitionList, answer: use.tuitions },
    { method: 'GET', path: API_PATHS.adminTeacherList, answer: use.teachers },
    { method: 'GET', path: API_PATHS.adminPendingAdmins, answer: use.pending },
    { method: 'GET', path: API_PATHS.adminMatches, answer: use.matches },
    ...extra,
  ]);
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

/** The section named `name` once its rows are there: they show a button named `button`. */
const loadedSection = (name: string, button: RegExp) =>
  waitFor(() => {
    const found = section(name);
    within(found).getAllByRole('button', { name: button });
    return found;
  });

describe('admin dashboard tables', () => {
  it('[SCR-9] [BEH-23] shows a spinner in each table while its list loads', async () => {
    lists({ students: { hang: true }, tuitions: { hang: true }, teachers: { hang: true }, pending: { hang: true } });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    expect(within(section('Student tuition requests')).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(section('Teacher tuition offers')).getByRole('status')).toBeInTheDocument();
    expect(within(section('Teacher profiles')).getByRole('status')).toBeInTheDocument();
  });

  it('[SCR-9] [ERR-5] shows the required empty texts', async () => {
    lists({});
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    expect(await screen.findByText('No any Students found')).toBeInTheDocument();
    expect(await screen.findByText('No any Tuitions found')).toBeInTheDocument();
    expect(await screen.findByText('No any Teachers found')).toBeInTheDocument();
  });

  it("[ERR-5] shows 'No data available' when a teacher search matches nobody", async () => {
    const api = lists({});
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    await screen.findByText('No any Teachers found');
    await userEvent.type(screen.getByLabelText(/Search teachers/), 'zzz');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    // The empty text follows the typed search at once; the search's own call may come a moment later.
    await waitFor(() => {
      const last = api.calls('GET', API_PATHS.adminTeacherList).at(-1);
      expect(last?.url.searchParams.get('q')).toBe('zzz');
      expect(last?.url.searchParams.get('page')).toBe('1');
    });
  });

  it("[ERR-4] shows a red 'Error: {message}' when a list fails", async () => {
    lists({ students: { status: 500, body: { message: 'Database unreachable' } } });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const alert = await within(section('Student tuition requests')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Database unreachable');
    expect(alert).toHaveClass('text-red-700');
  });

  it('asks for page 1 of 10 and pages through the total', async () => {
    const api = lists({
      students: { body: { message: 'ok', studentList: [student()], total: 25 } },
    });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const students = await waitFor(() => {
      const region = section('Student tuition requests');
      within(region).getByText('Page 1 of 3');
      return region;
    });
    expect(api.calls('POST', API_PATHS.adminStudentList)[0]?.body).toEqual({ page: 1, limit: 10 });
    await userEvent.click(within(students).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.calls('POST', API_PATHS.adminStudentList).at(-1)?.body).toEqual({ page: 2, limit: 10 }),
    );
  });

  it('[BEH-9] [BEH-12] [FIX-4] shows status chips as plain words: a request looking for a tutor in wheat, an offer waiting for approval in the error colour', async () => {
    lists({
      students: { body: { message: 'ok', studentList: [student()], total: 1 } },
      tuitions: { body: { message: 'ok', tuitionList: [tuitionOffer()], total: 1 } },
    });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const studentChip = (await within(section('Student tuition requests')).findAllByText('Looking for a tutor'))[0];
    expect(studentChip?.className).toContain('bg-[#f5deb3]');
    const tuitionChip = (await within(section('Teacher tuition offers')).findAllByText('Waiting for approval'))[0];
    expect(tuitionChip?.className).toContain('bg-red-100');
    expect(within(section('Teacher tuition offers')).getAllByText('Rs. 5,000 / month').length).toBeGreaterThan(0);
  });
});

describe('admin dashboard actions', () => {
  it('[BEH-8] [API-28] Update Status sends no body and shows the server message', async () => {
    // A teacher accepted, then an admin reopened it: Update Status completes it again.
    const id = student()._id;
    const api = lists(
      { students: { body: { message: 'ok', studentList: [student({ progress: 'found' })], total: 1 } } },
      [messageRoute('PUT', API_PATHS.adminStudentUpdateStatus(id), 'Status updated to Completed')],
    );
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = await loadedSection('Student tuition requests', /^Update Status /);
    // Named with its row and saying what it will change (issue 14).
    expect(
      within(region).getAllByRole('button', { name: 'Update Status request from Sita Sharma' })[0],
    ).toHaveAccessibleDescription('Update Status: tutor found');
    expect(within(region).getAllByRole('button', { name: 'Delete request from Sita Sharma' }).length).toBeGreaterThan(
      0,
    );
    await userEvent.click(within(region).getAllByRole('button', { name: /^Update Status / })[0] as HTMLElement);
    expect(await screen.findByText('Status updated to Completed')).toBeInTheDocument();
    const [call] = api.calls('PUT', API_PATHS.adminStudentUpdateStatus(id));
    expect(call?.init?.body).toBeUndefined();
  });

  it("[BEH-11] [DEC-2] Mark Pending on a completed tuition sends { status: 'Pending' }", async () => {
    const offer = tuitionOffer({ status: 'Completed' });
    const api = lists({ tuitions: { body: { message: 'ok', tuitionList: [offer], total: 1 } } }, [
      messageRoute('PUT', API_PATHS.adminTuitionUpdate(offer._id), 'Tuition status updated to Pending'),
    ]);
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const button = (await screen.findAllByRole('button', { name: /^Mark Pending / }))[0] as HTMLElement;
    await userEvent.click(button);
    expect(await screen.findByText('Tuition status updated to Pending')).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.adminTuitionUpdate(offer._id))[0]?.body).toEqual({ status: 'Pending' });
    // [FIX-6] The button, disabled while the change travelled, has the focus again.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('[FIX-6] [FIX-7] no element id is used twice, though every row is shown as a table row and as a card; class bands in words', async () => {
    lists({
      students: {
        body: {
          message: 'ok',
          studentList: [student(), student({ _id: '11111111-1111-4111-8111-222222222222', progress: 'found' })],
          total: 2,
        },
      },
      tuitions: { body: { message: 'ok', tuitionList: [tuitionOffer({ forClass: '+2-12th' })], total: 1 } },
    });
    const { container } = renderPage('/admin-dashboard', <AdminDashboardPage />);
    await loadedSection('Student tuition requests', /^Close request from/);
    await loadedSection('Teacher tuition offers', /^Update Status /);
    const ids = [...container.ownerDocument.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // [FIX-7] The class band in words, never the stored "+2-12th".
    expect(within(section('Teacher tuition offers')).getAllByText('Class 12 (+2)').length).toBeGreaterThan(0);
    expect(within(section('Teacher tuition offers')).queryByText('+2-12th')).toBeNull();
  });

  it('[BEH-24] [ROLE-3] asks for confirmation before deleting a student request, and deletes only on confirm', async () => {
    const id = student()._id;
    const api = lists({ students: { body: { message: 'ok', studentList: [student()], total: 1 } } }, [
      messageRoute('DELETE', API_PATHS.adminStudentDelete(id), 'Student request deleted'),
    ]);
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = await loadedSection('Student tuition requests', /^Delete /);

    await userEvent.click(within(region).getAllByRole('button', { name: /^Delete / })[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this tuition request?' });
    expect(dialog).toHaveTextContent('Sita Sharma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', API_PATHS.adminStudentDelete(id))).toHaveLength(0);

    await userEvent.click(within(region).getAllByRole('button', { name: /^Delete / })[0] as HTMLElement);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Student request deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', API_PATHS.adminStudentDelete(id))).toHaveLength(1);
  });

  it("[BEH-24] [API-17] [DEC-3] the teacher's delete dialog says how many posts go with them", async () => {
    lists({ teachers: { body: { message: 'ok', teacherList: [teacher({ postCount: 3 })], total: 1 } } });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = await loadedSection('Teacher profiles', /^Delete /);
    await userEvent.click(within(region).getAllByRole('button', { name: /^Delete / })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this teacher?' });
    expect(dialog).toHaveTextContent('Ram Thapa will be deleted for good, together with their 3 tuition posts.');
  });

  it("[BEH-24] [ERR-1] shows the server's error message when a delete fails", async () => {
    const offer = tuitionOffer();
    lists({ tuitions: { body: { message: 'ok', tuitionList: [offer], total: 1 } } }, [
      {
        method: 'DELETE',
        path: API_PATHS.adminTuitionDelete(offer._id),
        answer: { status: 404, body: say('noDataForId', { id: offer._id }) },
      },
    ]);
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = await loadedSection('Teacher tuition offers', /^Delete /);
    await userEvent.click(within(region).getAllByRole('button', { name: /^Delete / })[0] as HTMLElement);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(englishMessage('noDataForId', { id: offer._id }))).toBeInTheDocument();
  });
});

describe('admin dashboard and the public directory (issue 9)', () => {
  it('[DIR-1] says in words whether each offer is listed and what Update Status or Mark Pending will change', async () => {
    const pending = tuitionOffer();
    const listed = tuitionOffer({ _id: '22222222-2222-4222-8222-999999999999', status: 'Completed', listed: true });
    lists({ tuitions: { body: { message: 'ok', tuitionList: [pending, listed], total: 2 } } });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = await loadedSection('Teacher tuition offers', /^Update Status /);
    expect(within(region).getAllByText('Waiting for approval — not listed').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('Listed in the directory').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('Listed').length).toBeGreaterThan(0);
    expect(within(region).getAllByRole('button', { name: /^Update Status / })[0]).toHaveAccessibleDescription(
      'Update Status: approve and list in the directory',
    );
    expect(within(region).getAllByRole('button', { name: /^Mark Pending / })[0]).toHaveAccessibleDescription(
      'Mark Pending: take off the directory until approved again',
    );
  });

  it('[FIX-4] a request no teacher accepted is closed with a reason, never completed', async () => {
    const id = student()._id;
    const api = lists({ students: { body: { message: 'ok', studentList: [student()], total: 1 } } }, [
      messageRoute('PUT', API_PATHS.adminStudentUpdateStatus(id), 'Status updated to Completed'),
    ]);
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = await loadedSection('Student tuition requests', /^Close request from/);
    expect(within(region).queryByRole('button', { name: /^Update Status / })).not.toBeInTheDocument();
    const close = within(region).getAllByRole('button', { name: 'Close request from Sita Sharma' })[0] as HTMLElement;
    expect(close).toHaveAccessibleDescription('No tutor has accepted yet: close the request with a reason');
    await userEvent.click(close);
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'noTutorFound');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('Status updated to Completed')).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.adminStudentUpdateStatus(id))[0]?.body).toEqual({ closeReason: 'noTutorFound' });
  });

  it('[TRACK-1] shows each request code with the offer the family chose beside it', async () => {
    const chosen = student({
      _id: '11111111-1111-4111-8111-999999999999',
      requestCode: 'GG-ABCD-23',
      tuition: { _id: tuitionOffer()._id, name: 'SEE Maths', teacherName: 'Ram Thapa' },
    });
    lists({ students: { body: { message: 'ok', studentList: [student(), chosen], total: 2 } } });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = section('Student tuition requests');
    expect((await within(region).findAllByText('GG-7K3Q-92')).length).toBeGreaterThan(0);
    expect(within(region).getAllByText('GG-ABCD-23').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('Chose: SEE Maths (Ram Thapa)').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('No tutor chosen').length).toBeGreaterThan(0);
  });

  it('[DIR-2] [PROF-6] verifies a teacher with what was checked, and shows a verified teacher with the date and the undo', async () => {
    const unverified = teacher();
    const verified = teacher({
      _id: '33333333-3333-4333-8333-999999999999',
      firstName: 'Gita',
      verified: true,
      verifiedAt: '2026-02-01T10:00:00.000Z',
    });
    const api = lists({ teachers: { body: { message: 'ok', teacherList: [unverified, verified], total: 2 } } }, [
      {
        method: 'PUT',
        path: API_PATHS.adminTeacherVerify(unverified._id),
        answer: { body: { ...say('teacherVerified'), verified: true, verifiedAt: '2026-03-01T10:00:00.000Z' } },
      },
      {
        method: 'PUT',
        path: API_PATHS.adminTeacherVerify(verified._id),
        answer: { body: { ...say('teacherUnverified'), verified: false, verifiedAt: null } },
      },
    ]);
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const region = await waitFor(() => {
      const found = section('Teacher profiles');
      within(found).getAllByRole('button', { name: 'Verify Ram Thapa' });
      return found;
    });
    expect(within(region).getAllByText('Verified on 1 February 2026').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('Not verified').length).toBeGreaterThan(0);

    await userEvent.click(within(region).getAllByRole('button', { name: 'Verify Ram Thapa' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Ram Thapa' });
    const checks = within(dialog).getByRole('group', { name: 'What did you check?' });
    await userEvent.click(within(checks).getByRole('checkbox', { name: 'Certificate or degree' }));
    await userEvent.click(within(checks).getByRole('checkbox', { name: 'Identity document (citizenship, passport)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.teacherVerified)).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.adminTeacherVerify(unverified._id))[0]?.body).toEqual({
      verified: true,
      checks: ['identity', 'qualification'],
    });

    await userEvent.click(
      within(region).getAllByRole('button', { name: 'Remove verification of Gita Thapa' })[0] as HTMLElement,
    );
    expect(await screen.findByText(MSG.teacherUnverified)).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.adminTeacherVerify(verified._id))[0]?.body).toEqual({ verified: false });
  });

  it('[PROF-6] names what was checked and the month under a verified teacher', async () => {
    const checked = teacher({
      verified: true,
      verifiedAt: '2026-12-03T10:00:00.000Z',
      verificationChecks: ['identity', 'qualification'],
    });
    lists({ teachers: { body: { message: 'ok', teacherList: [checked], total: 1 } } });
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    expect((await screen.findAllByText('ID and certificate checked, December 2026')).length).toBeGreaterThan(0);
  });
});
