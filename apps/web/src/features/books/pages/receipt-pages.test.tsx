import { API_PATHS, MSG } from '@gharguru/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/page';
import { signIn } from '../../../test/render';
import { PAYMENT_ID, receipt } from '../../../test/records/books-records';
import AdminReceiptPage from './admin-receipt-page';
import TeacherReceiptPage from './teacher-receipt-page';

afterEach(() => act(() => setLanguage('en')));

const answer = (over = {}) => ({
  body: { message: MSG.receiptFetched, code: 'receiptFetched', receipt: receipt(over) },
});

describe('a payment’s receipt', () => {
  beforeEach(() => signIn('admin'));

  it('[BOOK-35] shows the agency, the number, the amount in figures and words and the day in both calendars, and prints', async () => {
    fakeApi([{ method: 'GET', path: API_PATHS.adminPaymentReceipt(PAYMENT_ID), answer: answer() }]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(
      '/admin-dashboard/books/receipts/:id',
      `/admin-dashboard/books/receipts/${PAYMENT_ID}`,
      <AdminReceiptPage />,
    );
    const sheet = await screen.findByTestId('receipt');
    expect(sheet).toHaveClass('receipt-sheet');
    expect(sheet).toHaveTextContent('GharGuru Tuition Services');
    expect(sheet).toHaveTextContent('Receipt number: GG-R-2083/84-0007');
    expect(within(sheet).getByTestId('receipt-amount')).toHaveTextContent('Rs. 1,000');
    expect(within(sheet).getByTestId('receipt-words')).toHaveTextContent('In words: one thousand rupees');
    expect(sheet).toHaveTextContent('Date (Bikram Sambat)Mangsir 12, 2083 BS');
    expect(sheet).toHaveTextContent('Date (Gregorian)28 November 2026');
    expect(sheet).toHaveTextContent('Received fromRam Thapa');
    expect(sheet).toHaveTextContent('ForTutor’s commission GG-2083/84-0042');
    expect(sheet).toHaveTextContent('MethodeSewa');
    expect(sheet).toHaveTextContent('Still owedRs. 2,000');
    expect(document.title).toMatch(/^Receipt GG-R-2083\/84-0007/);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('[BOOK-35] is written in नेपाली when the admin chooses it, reversed payments saying so', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminPaymentReceipt(PAYMENT_ID),
        answer: answer({ reversal: { reason: 'Entered twice', at: '2026-11-28T06:00:00.000Z', by: 'Gita A.' } }),
      },
    ]);
    renderAt(
      '/admin-dashboard/books/receipts/:id',
      `/admin-dashboard/books/receipts/${PAYMENT_ID}`,
      <AdminReceiptPage />,
    );
    await screen.findByTestId('receipt');
    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));
    // The Nepali texts load before the receipt turns.
    const sheet = await screen.findByTestId('receipt');
    await waitFor(() => expect(within(sheet).getByTestId('receipt-amount')).toHaveTextContent('रु. १,०००'));
    expect(within(sheet).getByTestId('receipt-words')).toHaveTextContent('अक्षरमा: एक हजार रुपैयाँ');
    expect(sheet).toHaveTextContent('मिति (विक्रम संवत्)मंसिर १२, २०८३');
    expect(sheet).toHaveTextContent('मिति (ईस्वी संवत्)२८ नोभेम्बर २०२६');
    expect(sheet).toHaveTextContent('यो भुक्तानी उल्टाइएको छ: Entered twice');
    expect(screen.getByRole('button', { name: 'नेपाली' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the error of a receipt that is not there', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminPaymentReceipt(PAYMENT_ID),
        answer: { status: 404, body: { message: MSG.paymentNotFound, code: 'paymentNotFound' } },
      },
    ]);
    renderAt(
      '/admin-dashboard/books/receipts/:id',
      `/admin-dashboard/books/receipts/${PAYMENT_ID}`,
      <AdminReceiptPage />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.paymentNotFound);
  });
});

describe('a teacher’s own receipt', () => {
  beforeEach(() => signIn('teacher'));

  it('[BOOK-36] reads the teacher’s receipt from the teacher’s own address', async () => {
    const api = fakeApi([{ method: 'GET', path: API_PATHS.teacherPaymentReceipt(PAYMENT_ID), answer: answer() }]);
    renderAt('/teacher-dashboard/receipts/:id', `/teacher-dashboard/receipts/${PAYMENT_ID}`, <TeacherReceiptPage />);
    expect(await screen.findByTestId('receipt-amount')).toHaveTextContent('Rs. 1,000');
    expect(api.calls('GET', API_PATHS.teacherPaymentReceipt(PAYMENT_ID))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/teacher-dashboard');
  });
});
