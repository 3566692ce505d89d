import { API_PATHS, type AdminMatch, MSG } from '@gharguru/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from '../../../lib/router';
import { NotificationArea } from '../../../components/notification/notification-area';
import { setLanguage } from '../../../lib/i18n';
import { type FakeAnswer, type FakeRoute, fakeApi } from '../../../test/fake-api';
import { renderRoutes, signIn } from '../../../test/render';
import {
  REQUEST_ID,
  RAM_ID,
  OFFER_ID,
  adminMatch,
  hariSuggestion,
  ramSuggestion,
  request,
} from '../../../test/records/match-records';
import { PAYMENT_ID, commission, payment } from '../../../test/records/books-records';
import AdminRequestPage from './admin-request-page';

beforeEach(() => signIn('admin'));
afterEach(() => act(() => setLanguage('en')));

const suggestionsRoute = (answer: FakeAnswer): FakeRoute => ({
  method: 'GET',
  path: API_PATHS.adminRequestSuggestions(REQUEST_ID),
  answer,
});
const found = {
  body: {
    message: 'Suggestions fetched',
    code: 'suggestionsFetched',
    request,
    suggestions: [ramSuggestion, hariSuggestion],
  },
};
const matchesRoute = (matches: AdminMatch[]): FakeRoute => ({
  method: 'GET',
  path: API_PATHS.adminMatches,
  answer: { body: { message: 'Matches fetched', code: 'matchesFetched', matches, total: matches.length } },
});

/** The page at its route pattern (it reads the id from the address), with the notification area. */
function renderRequest() {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <NotificationArea />
          </>
        ),
        children: [{ path: '/admin-dashboard/requests/:id', element: <AdminRequestPage /> }],
      },
    ],
    `/admin-dashboard/requests/${REQUEST_ID}`,
  );
}

describe('[MATCH-4] /admin-dashboard/requests/:id', () => {
  it('shows the request and its tutors best first, with reasons and misses in words, and proposes one', async () => {
    const api = fakeApi([
      suggestionsRoute(found),
      matchesRoute([]),
      {
        method: 'POST',
        path: API_PATHS.adminMatches,
        answer: { status: 201, body: { message: MSG.matchProposed, code: 'matchProposed', match: adminMatch() } },
      },
    ]);
    renderRequest();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request GG-7K3Q-92' })).toBeInTheDocument();
    expect(screen.getByText('Maths, Accounts')).toBeInTheDocument();
    expect(screen.getByText('Baneshwor, Kathmandu')).toBeInTheDocument();
    expect(await screen.findByText('No active match. Propose a tutor from the suggestions.')).toBeInTheDocument();

    const cards = screen.getAllByTestId('suggestion');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Ram Thapa',
      'Hari Lama',
    ]);
    expect(cards[0]).toHaveTextContent('Same area: Baneshwor');
    expect(cards[0]).toHaveTextContent('Does not list Accounts');
    expect(cards[0]).toHaveTextContent('Offer: SEE Maths, Rs. 5,000 / month');
    expect(cards[1]).toHaveTextContent('No listed offer');

    await userEvent.click(screen.getByRole('button', { name: 'Propose Ram Thapa' }));
    await waitFor(() =>
      expect(api.calls('POST', API_PATHS.adminMatches)[0]?.body).toEqual({
        requestId: REQUEST_ID,
        teacherId: RAM_ID,
        tuitionId: OFFER_ID,
      }),
    );
    expect(await screen.findByText(MSG.matchProposed)).toBeInTheDocument();
    // [FIX-6] The result takes the focus: the Current match section, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Current match' })).toHaveFocus());
  });

  it('[FIX-6] keeps two tutors of one name apart in Propose, and no element id is used twice', async () => {
    const twin = { ...hariSuggestion, teacher: { ...hariSuggestion.teacher, firstName: 'Ram', lastName: 'Thapa' } };
    fakeApi([suggestionsRoute({ body: { ...found.body, suggestions: [ramSuggestion, twin] } }), matchesRoute([])]);
    const { container } = renderRequest();
    expect(await screen.findByRole('button', { name: 'Propose Ram Thapa, Kathmandu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose Ram Thapa, Lalitpur' })).toBeInTheDocument();
    const ids = [...container.ownerDocument.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('says clearly when the request already has an active match (409)', async () => {
    fakeApi([
      suggestionsRoute(found),
      matchesRoute([]),
      {
        method: 'POST',
        path: API_PATHS.adminMatches,
        answer: { status: 409, body: { message: MSG.matchRequestTaken, code: 'matchRequestTaken' } },
      },
    ]);
    renderRequest();
    await userEvent.click(await screen.findByRole('button', { name: 'Propose Hari Lama' }));
    expect(
      await screen.findByText(
        'This request already has an active match. Withdraw or close it before proposing another tutor.',
      ),
    ).toBeInTheDocument();
  });

  it('while a proposal is open: Propose is off, and Withdraw asks first, then withdraws', async () => {
    const api = fakeApi([
      suggestionsRoute(found),
      matchesRoute([adminMatch()]),
      {
        method: 'PUT',
        path: API_PATHS.adminMatch(adminMatch()._id),
        answer: {
          body: { message: MSG.matchWithdrawn, code: 'matchWithdrawn', match: adminMatch({ state: 'withdrawn' }) },
        },
      },
    ]);
    renderRequest();
    const current = await screen.findByTestId('active-match');
    expect(current).toHaveTextContent('Ram Thapa');
    expect(current).toHaveTextContent('Proposed');
    expect(screen.getByRole('button', { name: 'Propose Ram Thapa' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Match history' })).toHaveTextContent('Proposed by Admin (Gita A.)');

    await userEvent.click(within(current).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this proposal?' });
    expect(api.calls('PUT', API_PATHS.adminMatch(adminMatch()._id))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.adminMatch(adminMatch()._id))[0]?.body).toEqual({ state: 'withdrawn' }),
    );
    expect(await screen.findByText(MSG.matchWithdrawn)).toBeInTheDocument();
  });

  it('[BOOK-30] an accepted match starts with its monthly fee and first lesson, and closes only with a reason', async () => {
    const accepted = adminMatch({ state: 'accepted', teacherNote: 'Evenings suit me' });
    const api = fakeApi([
      suggestionsRoute(found),
      matchesRoute([accepted]),
      {
        method: 'PUT',
        path: API_PATHS.adminMatch(accepted._id),
        answer: ({ body }) => ({
          body:
            (body as { state: string }).state === 'closed'
              ? { message: MSG.matchClosed, code: 'matchClosed', match: accepted }
              : { message: MSG.matchStarted, code: 'matchStarted', match: accepted },
        }),
      },
    ]);
    renderRequest();
    const current = await screen.findByTestId('active-match');
    expect(current).toHaveTextContent('Tutor’s note: Evenings suit me');
    // Starting asks for the agreed monthly fee (in rupees, sent as paisa) and the first lesson's day.
    await userEvent.click(within(current).getByRole('button', { name: 'Mark as started' }));
    expect(await within(current).findByText(MSG.monthlyFeeRequired)).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.adminMatch(accepted._id))).toHaveLength(0);
    await userEvent.type(within(current).getByLabelText('Agreed monthly fee (Rs.)'), '6,000');
    const firstLesson = within(current).getByLabelText('First lesson’s date');
    await userEvent.clear(firstLesson);
    await userEvent.type(firstLesson, '2026-11-20');
    await userEvent.click(within(current).getByRole('button', { name: 'Mark as started' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.adminMatch(accepted._id))[0]?.body).toEqual({
        state: 'started',
        monthlyFee: 600_000,
        startedOn: '2026-11-20',
      }),
    );

    const close = within(current).getByRole('button', { name: 'Close match' });
    expect(close).toBeDisabled();
    await userEvent.selectOptions(within(current).getByLabelText('Why is it closed?'), 'familyCancelled');
    await userEvent.type(within(current).getByLabelText(/^Note/), 'Moved to Pokhara');
    await userEvent.click(close);
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.adminMatch(accepted._id))[1]?.body).toEqual({
        state: 'closed',
        closeReason: 'familyCancelled',
        note: 'Moved to Pokhara',
      }),
    );
    expect(await screen.findByText(MSG.matchClosed)).toBeInTheDocument();
  });

  it('[BOOK-30] shows a started match’s charges with their payments, receipts and Reverse with a reason', async () => {
    const started = adminMatch({ state: 'started', monthlyFee: 600_000, startedOn: '2026-11-20' });
    const charge = commission({ paid: 100_000, outstanding: 200_000, status: 'partlyPaid', payments: [payment()] });
    const api = fakeApi([
      suggestionsRoute(found),
      matchesRoute([started]),
      {
        method: 'GET',
        path: API_PATHS.adminMatchCharges(started._id),
        answer: { body: { message: MSG.chargesFetched, code: 'chargesFetched', charges: [charge] } },
      },
      {
        method: 'POST',
        path: API_PATHS.adminPaymentReversal(PAYMENT_ID),
        answer: { body: { message: MSG.paymentReversed, code: 'paymentReversed', payment: payment(), charge } },
      },
    ]);
    renderRequest();
    const card = await screen.findByTestId('charge');
    expect(card).toHaveTextContent('Tutor’s commission GG-2083/84-0042');
    expect(card).toHaveTextContent('Partly paid');
    expect(card).toHaveTextContent('Owed by: Ram Thapa');
    expect(card).toHaveTextContent('AmountRs. 3,000PaidRs. 1,000OutstandingRs. 2,000');
    expect(within(card).getByTestId('payment')).toHaveTextContent('Rs. 1,000 · eSewa · 28 November 2026 · ES-7KX2');
    expect(within(card).getByRole('link', { name: 'Receipt GG-R-2083/84-0007' })).toHaveAttribute(
      'href',
      `/admin-dashboard/books/receipts/${PAYMENT_ID}`,
    );
    expect(within(card).getByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Record a refund' })).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Reverse the payment of Rs. 1,000 on 28 November 2026' }),
    );
    const reason = within(card).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await userEvent.click(within(card).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(card).findByText(MSG.moneyReasonRequired)).toBeInTheDocument();
    await userEvent.type(reason, 'Entered twice');
    await userEvent.click(within(card).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() =>
      expect(api.calls('POST', API_PATHS.adminPaymentReversal(PAYMENT_ID))[0]?.body).toEqual({
        reason: 'Entered twice',
      }),
    );
    expect(await screen.findByText(MSG.paymentReversed)).toBeInTheDocument();
  });

  it('[BOOK-30] shows the charges in Nepali', async () => {
    const started = adminMatch({ state: 'started', monthlyFee: 600_000, startedOn: '2026-11-20' });
    fakeApi([
      suggestionsRoute(found),
      matchesRoute([started]),
      {
        method: 'GET',
        path: API_PATHS.adminMatchCharges(started._id),
        answer: { body: { message: MSG.chargesFetched, code: 'chargesFetched', charges: [commission()] } },
      },
    ]);
    await act(() => setLanguage('ne'));
    renderRequest();
    const card = await screen.findByTestId('charge');
    expect(card).toHaveTextContent('शिक्षकको कमिसन GG-2083/84-0042');
    expect(card).toHaveTextContent('रकमरु. ३,०००');
    expect(card).toHaveTextContent('अहिलेसम्म कुनै भुक्तानी छैन।');
  });

  it('[FIX-33] shows the reasons in Nepali, known subjects by their Nepali names', async () => {
    fakeApi([suggestionsRoute(found), matchesRoute([])]);
    await act(() => setLanguage('ne'));
    renderRequest();
    const [ram] = await screen.findAllByTestId('suggestion');
    expect(ram).toHaveTextContent('गणित पढाउनुहुन्छ');
    expect(ram).toHaveTextContent('लेखा सूचीमा छैन');
    expect(within(ram!).getByRole('button', { name: 'Ram Thapa लाई प्रस्ताव गर्नुहोस्' })).toBeInTheDocument();
  });

  it('shows the spinner while loading, the empty text, and the error', async () => {
    fakeApi([suggestionsRoute({ hang: true }), matchesRoute([])]);
    const first = renderRequest();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    first.unmount();

    fakeApi([
      suggestionsRoute({ body: { message: MSG.noSuggestions, code: 'noSuggestions', request, suggestions: [] } }),
      matchesRoute([]),
    ]);
    const second = renderRequest();
    expect(await screen.findByText(MSG.noSuggestions)).toBeInTheDocument();
    expect(screen.getByText('No matches for this request yet.')).toBeInTheDocument();
    second.unmount();

    fakeApi([
      suggestionsRoute({ status: 404, body: { message: MSG.matchRequestNotFound, code: 'matchRequestNotFound' } }),
    ]);
    renderRequest();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.matchRequestNotFound);
  });
});
