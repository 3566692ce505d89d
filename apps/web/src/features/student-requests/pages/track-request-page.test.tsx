// /track: a request's status for its code and mobile number (issue 9), with the API faked at the
// network boundary.
import { API_PATHS } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import TrackRequestPage from './track-request-page';

describe('/track', () => {
  it('[TRACK-3] shows the status in plain words for a code and mobile number', async () => {
    const api = fakeApi([
      {
        method: 'POST',
        path: API_PATHS.publicRequestStatus,
        answer: {
          body: {
            message: 'ok',
            code: 'requestStatusFetched',
            status: 'received',
            submittedAt: '2026-03-02T10:00:00.000Z',
          },
        },
      },
    ]);
    renderPage('/track', <TrackRequestPage />);
    await userEvent.type(screen.getByLabelText('Request code'), 'gg-7k3q-92');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
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
    fakeApi([
      {
        method: 'POST',
        path: API_PATHS.publicRequestStatus,
        answer: {
          status: 404,
          body: { message: 'No request matches this code and mobile number', code: 'requestNotFound' },
        },
      },
    ]);
    renderPage('/track', <TrackRequestPage />);
    await userEvent.type(screen.getByLabelText('Request code'), 'GG-2222-22');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('No request matches this code and mobile number')).toBeInTheDocument();
  });
});
