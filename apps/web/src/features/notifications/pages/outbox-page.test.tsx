import { API_PATHS, type OutboxMessage } from '@gharguru/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import OutboxPage from './outbox-page';

beforeEach(() => signIn('admin'));

const failed: OutboxMessage = {
  _id: '7f000000-0000-4000-8000-000000000001',
  kind: 'familyRequestReceived',
  channel: 'sms',
  recipientKind: 'family',
  recipient: '98•••••678',
  language: 'ne',
  subject: 'Your tuition request GG-7K3Q-92 is received',
  state: 'failed',
  attempts: 13,
  lastError: '403 Invalid Receiver',
  nextAttemptAt: '2026-11-23T10:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-23T09:00:00.000Z',
};

const listed = (outbox: OutboxMessage[], channels = { email: true, sms: false }) => ({
  body: { message: 'Outbox fetched', code: 'outboxFetched', outbox, total: outbox.length, channels },
});

describe('/admin-outbox', () => {
  it('lists messages, says which channel is not set up, filters by state and sends a failed one again', async () => {
    const api = fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminOutbox,
        answer: ({ url }) => listed(url.searchParams.get('state') === 'sent' ? [] : [failed]),
      },
      {
        method: 'POST',
        path: API_PATHS.adminOutboxResend(failed._id),
        answer: { body: { message: 'The message will be sent again', code: 'outboxMessageResent' } },
      },
    ]);
    renderPage('/admin-outbox', <OutboxPage />);
    const table = await screen.findByRole('table', { name: 'Messages' });
    const row = within(table).getByRole('row', { name: /Request received \(family\)/ });
    expect(row).toHaveTextContent('SMS · 98•••••678');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('403 Invalid Receiver');
    expect(screen.getByText(/SMS is not set up \(SMS_GATEWAY_URL\)/)).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(api.calls('POST', API_PATHS.adminOutboxResend(failed._id))).toHaveLength(1));
    expect(await screen.findByText('The message will be sent again')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'sent');
    expect(await screen.findByText('No messages here yet')).toBeInTheDocument();
    expect(api.calls('GET', API_PATHS.adminOutbox).at(-1)?.url.searchParams.get('state')).toBe('sent');
  });

  it('shows the spinner while loading', async () => {
    fakeApi([{ method: 'GET', path: API_PATHS.adminOutbox, answer: { hang: true } }]);
    renderPage('/admin-outbox', <OutboxPage />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('shows the error when the list fails', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminOutbox,
        answer: { status: 500, body: { message: 'Something went wrong', code: 'somethingWentWrong' } },
      },
    ]);
    renderPage('/admin-outbox', <OutboxPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
