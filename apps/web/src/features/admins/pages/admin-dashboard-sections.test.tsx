// The admin dashboard's section links carry their counts, from the lists' own queries (issue 14).
import { API_PATHS, MSG } from '@gharguru/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import AdminDashboardPage from './admin-dashboard-page';

beforeEach(() => signIn('admin'));

describe('admin dashboard sections', () => {
  it('names each section with its count, links to it, and asks for each list once', async () => {
    const api = fakeApi([
      {
        method: 'POST',
        path: API_PATHS.adminStudentList,
        answer: { body: { message: 'ok', studentList: [], total: 12 } },
      },
      {
        method: 'POST',
        path: API_PATHS.adminTuitionList,
        answer: { body: { message: 'ok', tuitionList: [], total: 3 } },
      },
      {
        method: 'GET',
        path: API_PATHS.adminTeacherList,
        answer: { body: { message: 'ok', teacherList: [], total: 7 } },
      },
      { method: 'GET', path: API_PATHS.adminPendingAdmins, answer: { body: { message: 'ok', adminList: [] } } },
      {
        method: 'GET',
        path: API_PATHS.adminMatches,
        answer: { body: { message: MSG.noMatches, matches: [], total: 0 } },
      },
    ]);
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const requests = await within(nav).findByRole('link', { name: 'Student tuition requests 12' });
    expect(requests).toHaveAttribute('href', '#student-requests');
    expect(requests).toHaveAttribute('aria-current', 'true');
    expect(await within(nav).findByRole('link', { name: 'Teacher tuition offers 3' })).toHaveAttribute(
      'href',
      '#tuition-offers',
    );
    expect(await within(nav).findByRole('link', { name: 'Teacher profiles 7' })).toBeInTheDocument();
    // The counts share the lists' first-page queries: no second call.
    expect(api.calls('POST', API_PATHS.adminStudentList)).toHaveLength(1);
    expect(api.calls('GET', API_PATHS.adminTeacherList)).toHaveLength(1);
  });
});
