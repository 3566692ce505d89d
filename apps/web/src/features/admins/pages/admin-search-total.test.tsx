// A searched admin list whose total the server stopped counting (issue 12, decision 027: five pages
// past the page, `totalIsLowerBound`): the count says "50+", the pager names no last page and offers
// the next one, in English and Nepali; an exact total keeps its last page.
import { API_PATHS, MSG } from '@gharguru/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { contactMessage, student } from '../../../test/records/admin-records';
import AdminDashboardPage from './admin-dashboard-page';
import ContactFormDataPage from './contact-form-data-page';

beforeEach(() => signIn('admin'));

/** The dashboard's lists; student requests answer a search for "Sharma" with a lower bound. */
function dashboard() {
  return fakeApi([
    {
      method: 'POST',
      path: API_PATHS.adminStudentList,
      answer: ({ body }) => {
        const { q, page = 1 } = body as { q?: string; page?: number };
        // As the server counts a search: at most five pages (of 10) past the page's offset.
        return q
          ? {
              body: { message: 'ok', studentList: [student()], total: (page - 1) * 10 + 50, totalIsLowerBound: true },
            }
          : { body: { message: 'ok', studentList: [student()], total: 25 } };
      },
    },
    {
      method: 'POST',
      path: API_PATHS.adminTuitionList,
      answer: { body: { message: MSG.noTuitions, tuitionList: [], total: 0 } },
    },
    {
      method: 'GET',
      path: API_PATHS.adminTeacherList,
      answer: { body: { message: MSG.noTeachers, teacherList: [], total: 0 } },
    },
    { method: 'GET', path: API_PATHS.adminPendingAdmins, answer: { body: { message: 'none', adminList: [] } } },
    {
      method: 'GET',
      path: API_PATHS.adminMatches,
      answer: { body: { message: MSG.noMatches, matches: [], total: 0 } },
    },
  ]);
}

const requests = () => screen.getByRole('region', { name: /^Student tuition requests|^विद्यार्थीका ट्युसन अनुरोधहरू/ });

describe('a searched admin list past five pages of matches', () => {
  it('says 50+ and pages without a last page, then keeps the exact total and its last page without a search', async () => {
    const api = dashboard();
    renderPage('/admin-dashboard', <AdminDashboardPage />);
    await waitFor(() => within(requests()).getByText('Page 1 of 3'));

    await userEvent.type(screen.getByLabelText(/Search requests/), 'Sharma');
    await waitFor(() => within(requests()).getByText('50+'));
    const region = requests();
    expect(within(region).getByRole('navigation', { name: 'Page 1' })).toBeInTheDocument();
    expect(within(region).queryByText(/Page 1 of/)).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Next' }));
    await waitFor(() => within(requests()).getByText('60+'));
    expect(within(requests()).getByText('Page 2')).toBeInTheDocument();
    expect(within(requests()).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(requests()).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(api.calls('POST', API_PATHS.adminStudentList).at(-1)?.body).toEqual({ page: 2, limit: 10, q: 'Sharma' });

    await userEvent.clear(screen.getByLabelText(/Search requests/));
    await waitFor(() => within(requests()).getByText('Page 1 of 3'));
    expect(within(requests()).getByRole('heading', { name: /^Student tuition requests/ })).toHaveTextContent(/25$/);
  });

  it('says it in Nepali with Devanagari digits', async () => {
    await act(() => setLanguage('ne'));
    try {
      fakeApi([
        {
          method: 'GET',
          path: API_PATHS.contactFormData,
          answer: {
            body: { message: 'ok', contactFormData: [contactMessage()], total: 50, totalIsLowerBound: true },
          },
        },
      ]);
      renderPage('/admin-profile/contact-form-data', <ContactFormDataPage />);
      expect(await screen.findByText('५०+')).toBeInTheDocument();
      expect(screen.getByText('पृष्ठ १')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'अर्को' })).toBeEnabled();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
