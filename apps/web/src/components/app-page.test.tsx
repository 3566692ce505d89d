// The signed-in screens' lost connection (issue 14): a form or a button's action that does not reach
// the server (no connection, the browser offline, or no answer within the 10 s time-out) is told in
// the screen with the public forms' notice; what was typed stays, and Try again sends it again.
import { API_PATHS, MSG, REQUEST_TIMEOUT_MS } from '@gharguru/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddTuitionPage from '../features/tuitions/pages/add-tuition-page';
import AdminRequestPage from '../features/matching/pages/admin-request-page';
import { REQUEST_ID, RAM_ID, adminMatch, hariSuggestion, ramSuggestion, request } from '../test/records/match-records';
import { apiRequest } from '../lib/api-client';
import { setLanguage } from '../lib/i18n';
import { type FakeRoute, fakeApi } from '../test/fake-api';
import { renderAt } from '../test/page';
import { signIn } from '../test/render';
import { resetNotification } from './notification/notification-store';

beforeEach(() => {
  resetNotification();
  window.sessionStorage.clear();
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  await act(() => setLanguage('en'));
});

/**
 * The API behind a network: while `down`, every call fails on the way (as a dropped connection
 * does); `slow` holds them instead until the caller's time-out aborts them.
 */
function network(routes: FakeRoute[]) {
  const api = fakeApi(routes);
  const server = globalThis.fetch;
  const link = { down: true, slow: false };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      if (!link.down) return server(input, init);
      if (!link.slow) return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    }),
  );
  return { api, link };
}

const addRoute: FakeRoute = {
  method: 'POST',
  path: API_PATHS.tuitionAdd,
  answer: { status: 201, body: { message: 'Tuition added successfully' } },
};

async function fillPost(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Tuition name'), 'SEE Maths');
  await user.type(screen.getByLabelText('Subjects'), 'Maths, Science');
  await user.selectOptions(screen.getByLabelText('For class'), 'Secondary');
  await user.type(screen.getByLabelText('Price (Rs.)'), '5000');
  await user.type(screen.getByLabelText(/About this tuition/), 'Ten years of SEE classes in Lalitpur.');
  return user;
}

describe('a signed-in form whose sending does not reach GharGuru', () => {
  beforeEach(() => signIn('teacher'));

  it('says so in the screen, keeps what was typed, and Try again sends it again', async () => {
    const { api, link } = network([addRoute]);
    renderAt('/add-tuition', '/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    const user = await fillPost();
    await user.click(screen.getByRole('button', { name: 'Add Tuition' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'We could not reach GharGuru: check your internet connection. What you typed is kept here.',
    );
    expect(screen.getByLabelText('Tuition name')).toHaveValue('SEE Maths');
    expect(screen.getByLabelText(/About this tuition/)).toHaveValue('Ten years of SEE classes in Lalitpur.');

    link.down = false;
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tuition added successfully')).toBeInTheDocument();
    expect(await screen.findByText('at /teacher-dashboard')).toBeInTheDocument();
    expect(screen.queryByText(/We could not reach GharGuru/)).not.toBeInTheDocument();
    expect(api.calls('POST', API_PATHS.tuitionAdd)).toHaveLength(1);
    expect(api.calls('POST', API_PATHS.tuitionAdd)[0]?.body).toMatchObject({
      name: 'SEE Maths',
      subjects: ['Maths', 'Science'],
      price: 5000,
      teacherDetails: 'Ten years of SEE classes in Lalitpur.',
    });
  });

  it('says so within the 10 s time-out when the server does not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { link } = network([addRoute]);
    link.slow = true;
    renderAt('/add-tuition', '/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    const user = await fillPost(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(screen.getByRole('button', { name: 'Add Tuition' }));
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach GharGuru');
    expect(screen.getByLabelText('Price (Rs.)')).toHaveValue('5000');
  });

  it('sends even while the browser says it is offline, and says so at once (not a button spinning)', async () => {
    network([addRoute]);
    renderAt('/add-tuition', '/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    const user = await fillPost();
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Add Tuition' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach GharGuru');
    expect(screen.getByRole('button', { name: 'Add Tuition' })).toBeEnabled();
  });

  it('hides the notice while Try again is on its way, and shows it again if that fails too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { link } = network([addRoute]);
    renderAt('/add-tuition', '/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    const user = await fillPost(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(screen.getByRole('button', { name: 'Add Tuition' }));
    const notice = await screen.findByRole('alert');
    link.slow = true;
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach GharGuru');
  });

  it('in नेपाली', async () => {
    network([addRoute]);
    await act(() => setLanguage('ne'));
    renderAt('/add-tuition', '/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    await userEvent.type(screen.getByLabelText('ट्युसनको नाम'), 'SEE गणित');
    await userEvent.type(screen.getByLabelText('विषयहरू'), 'गणित');
    await userEvent.selectOptions(screen.getByLabelText('कक्षा'), 'Secondary');
    await userEvent.type(screen.getByLabelText('शुल्क (रु.)'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'ट्युसन थप्नुहोस्' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('घरगुरुसम्म पुग्न सकिएन');
    expect(within(notice).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' })).toBeInTheDocument();
  });

  it('says nothing of the connection when the server answers with a refusal', async () => {
    fakeApi([{ method: 'POST', path: API_PATHS.tuitionAdd, answer: { status: 400, body: { message: 'Bad input' } } }]);
    renderAt('/add-tuition', '/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    const user = await fillPost();
    await user.click(screen.getByRole('button', { name: 'Add Tuition' }));
    expect(await screen.findByText('Bad input')).toBeInTheDocument();
    expect(screen.queryByText(/We could not reach GharGuru/)).not.toBeInTheDocument();
  });
});

describe("a signed-in button's action that does not reach GharGuru (the matching desk's Propose)", () => {
  beforeEach(() => signIn('admin'));

  const routes: FakeRoute[] = [
    {
      method: 'GET',
      path: API_PATHS.adminRequestSuggestions(REQUEST_ID),
      answer: {
        body: { message: 'ok', code: 'suggestionsFetched', request, suggestions: [ramSuggestion, hariSuggestion] },
      },
    },
    {
      method: 'GET',
      path: API_PATHS.adminMatches,
      answer: { body: { message: 'ok', code: 'matchesFetched', matches: [], total: 0 } },
    },
    {
      method: 'POST',
      path: API_PATHS.adminMatches,
      answer: { status: 201, body: { message: MSG.matchProposed, code: 'matchProposed', match: adminMatch() } },
    },
  ];

  it('says so, and Try again proposes the same tutor', async () => {
    const { api, link } = network(routes);
    link.down = false;
    renderAt('/admin-dashboard/requests/:id', `/admin-dashboard/requests/${REQUEST_ID}`, <AdminRequestPage />);
    const propose = await screen.findByRole('button', { name: 'Propose Ram Thapa' });
    link.down = true;
    await userEvent.click(propose);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We could not reach GharGuru: check your internet connection, then try again.');
    // The notice is the one message: no error notification beside it.
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
    expect(api.calls('POST', API_PATHS.adminMatches)).toHaveLength(0);

    // The connection is back (another call of the tab is answered): the proposal has still not arrived.
    link.down = false;
    await act(() => apiRequest(API_PATHS.adminMatches, { query: { page: 1, limit: 10 } }));
    expect(screen.getByRole('alert')).toBe(notice);
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MSG.matchProposed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/We could not reach GharGuru/)).not.toBeInTheDocument());
    expect(api.calls('POST', API_PATHS.adminMatches).map((call) => call.body)).toEqual([
      expect.objectContaining({ requestId: REQUEST_ID, teacherId: RAM_ID }),
    ]);
  });

  it('offers nothing once the action succeeded, even if a later call fails on the way', async () => {
    const { link } = network(routes);
    link.down = false;
    renderAt('/admin-dashboard/requests/:id', `/admin-dashboard/requests/${REQUEST_ID}`, <AdminRequestPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Propose Ram Thapa' }));
    expect(await screen.findByText(MSG.matchProposed)).toBeInTheDocument();
    // A later call of the screen fails on the way: nothing of this screen's is waiting to be sent.
    link.down = true;
    await act(() => expect(apiRequest(API_PATHS.adminMatches, { method: 'POST', body: {} })).rejects.toThrow());
    expect(screen.queryByText(/We could not reach GharGuru/)).not.toBeInTheDocument();
  });
});
