import { API_PATHS } from '@gharguru/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { REQUEST_ID, adminMatch } from '../../../test/records/match-records';
import { MatchesSection } from './matches-section';

beforeEach(() => signIn('admin'));

describe('Matches (admin dashboard)', () => {
  it('lists matches with links to their requests, filters by state and pages', async () => {
    const api = fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminMatches,
        answer: ({ url }) => {
          const state = url.searchParams.get('state');
          const matches = state === 'closed' ? [] : [adminMatch()];
          return { body: { message: 'Matches fetched', code: 'matchesFetched', matches, total: state ? 0 : 12 } };
        },
      },
    ]);
    renderPage('/admin-dashboard', <MatchesSection />, [`/admin-dashboard/requests/${REQUEST_ID}`]);
    const table = await screen.findByRole('table', { name: 'Matches' });
    const row = within(table).getByRole('row', { name: /GG-7K3Q-92/ });
    expect(row).toHaveTextContent('Ram Thapa');
    expect(row).toHaveTextContent('Proposed');
    expect(within(row).getByRole('link', { name: 'GG-7K3Q-92' })).toHaveAttribute(
      'href',
      `/admin-dashboard/requests/${REQUEST_ID}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.calls('GET', API_PATHS.adminMatches).at(-1)?.url.searchParams.get('page')).toBe('2'),
    );

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'closed');
    expect(await screen.findByText('No matches here yet')).toBeInTheDocument();
    const last = api.calls('GET', API_PATHS.adminMatches).at(-1)?.url.searchParams;
    expect(last?.get('state')).toBe('closed');
    expect(last?.get('page')).toBe('1');
  });

  it('shows the spinner and the error', async () => {
    fakeApi([{ method: 'GET', path: API_PATHS.adminMatches, answer: { hang: true } }]);
    const first = renderPage('/admin-dashboard', <MatchesSection />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.unmount();
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminMatches,
        answer: { status: 500, body: { message: 'Something went wrong', code: 'somethingWentWrong' } },
      },
    ]);
    renderPage('/admin-dashboard', <MatchesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
