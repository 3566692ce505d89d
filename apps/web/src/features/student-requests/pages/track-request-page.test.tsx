// /track: a request's status for its code and mobile number (issue 9), with the API faked at the
// network boundary.
import { API_PATHS } from '@gharguru/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { setLanguage } from '../../../lib/i18n';
import TrackRequestPage from './track-request-page';

/** Opens /track with the status call answering `answer` and checks `requestCode` with a mobile number. */
async function checkStatus(answer: FakeAnswer, requestCode: string) {
  const api = fakeApi([{ method: 'POST', path: API_PATHS.publicRequestStatus, answer }]);
  renderPage('/track', <TrackRequestPage />);
  await userEvent.type(screen.getByLabelText('Request code'), requestCode);
  await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
  await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
  return api;
}

describe('/track', () => {
  it('[TRACK-3] shows the status in plain words for a code and mobile number', async () => {
    const api = await checkStatus(
      {
        body: {
          message: 'ok',
          code: 'requestStatusFetched',
          status: 'received',
          submittedAt: '2026-03-02T10:00:00.000Z',
        },
      },
      'gg-7k3q-92',
    );
    expect(await screen.findByTestId('request-status')).toHaveTextContent(
      'Received: we are looking for a tutor for you.',
    );
    expect(screen.getByTestId('request-status')).toHaveTextContent('Sent on 2 March 2026');
    expect(api.calls('POST', API_PATHS.publicRequestStatus)[0]!.body).toEqual({
      requestCode: 'GG-7K3Q-92',
      mobile: '9801234567',
    });
  });

  it('[TRACK-3] shows the one not-found message for a wrong code or number', async () => {
    await checkStatus(
      {
        status: 404,
        body: { message: 'No request matches this code and mobile number', code: 'requestNotFound' },
      },
      'GG-2222-22',
    );
    expect(await screen.findByText('No request matches this code and mobile number')).toBeInTheDocument();
  });
});

// Issue 10: once a teacher accepted, /track names the tutor (short name), the subjects, since when,
// and the next step; never the tutor's phone number.
describe('/track with a tutor found', () => {
  it("says 'Tutor found: Ram T., Maths and Science' with the date and the next step", async () => {
    await checkStatus(
      {
        body: {
          message: 'ok',
          code: 'requestStatusFetched',
          status: 'tutorFound',
          submittedAt: '2026-03-02T10:00:00.000Z',
          match: { teacherDisplayName: 'Ram T.', subjects: ['Maths', 'Science'], since: '2026-03-04T10:00:00.000Z' },
        },
      },
      'GG-7K3Q-92',
    );
    const tutor = await screen.findByTestId('found-tutor');
    expect(tutor).toHaveTextContent('Tutor found: Ram T., Maths and Science');
    expect(tutor).toHaveTextContent('Accepted on 4 March 2026');
    expect(tutor).toHaveTextContent(/^.*Next step: your tutor or GharGuru will call you/);
  });
});

// Issue 29: a family asked for an advance sees it, what it paid, until when it is refunded, and the refund.
describe('/track with an advance', () => {
  const advanceAnswer = (advance: object) => ({
    body: {
      message: 'ok',
      code: 'requestStatusFetched',
      status: 'tutorFound',
      submittedAt: '2026-11-02T10:00:00.000Z',
      advance: {
        amount: 60_000,
        paid: 60_000,
        refunded: 0,
        dueOn: '2026-11-20',
        refundableUntil: '2026-12-05',
        status: 'paid',
        ...advance,
      },
    },
  });

  it('[BOOK-36] shows the advance paid and until when it is refunded', async () => {
    await checkStatus(advanceAnswer({}), 'GG-7K3Q-92');
    const advance = await screen.findByTestId('advance');
    expect(advance).toHaveTextContent('Your advance');
    expect(advance).toHaveTextContent('Advance Rs. 600: paid Rs. 600');
    expect(advance).toHaveTextContent('If no tutor has started by 5 December 2026, we refund the advance.');
  });

  it('[BOOK-36] shows the refund, in Nepali too', async () => {
    await checkStatus(advanceAnswer({ refunded: 60_000, status: 'refunded' }), 'GG-7K3Q-92');
    const advance = await screen.findByTestId('advance');
    expect(advance).toHaveTextContent('Refunded to you: Rs. 600');
    await act(() => setLanguage('ne'));
    expect(advance).toHaveTextContent('अग्रिम रु. ६००: तिरेको रु. ६००');
    expect(advance).toHaveTextContent('तपाईंलाई फिर्ता गरिएको: रु. ६००');
    await act(() => setLanguage('en'));
  });
});
