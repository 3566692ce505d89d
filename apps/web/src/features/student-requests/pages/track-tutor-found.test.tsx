// Issue 10: once a teacher accepted, /track names the tutor (short name), the subjects, since when,
// and the next step; never the tutor's phone number.
import { API_PATHS } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import TrackRequestPage from './track-request-page';

describe('/track with a tutor found', () => {
  it("says 'Tutor found: Ram T., Maths and Science' with the date and the next step", async () => {
    fakeApi([
      {
        method: 'POST',
        path: API_PATHS.publicRequestStatus,
        answer: {
          body: {
            message: 'ok',
            code: 'requestStatusFetched',
            status: 'tutorFound',
            submittedAt: '2026-03-02T10:00:00.000Z',
            match: { teacherDisplayName: 'Ram T.', subjects: ['Maths', 'Science'], since: '2026-03-04T10:00:00.000Z' },
          },
        },
      },
    ]);
    renderPage('/track', <TrackRequestPage />);
    await userEvent.type(screen.getByLabelText('Request code'), 'GG-7K3Q-92');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    const tutor = await screen.findByTestId('found-tutor');
    expect(tutor).toHaveTextContent('Tutor found: Ram T., Maths and Science');
    expect(tutor).toHaveTextContent('Accepted on 4 March 2026');
    expect(tutor).toHaveTextContent(/^.*Next step: your tutor or GharGuru will call you/);
  });
});
