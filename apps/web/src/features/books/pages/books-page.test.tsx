import { API_PATHS, MSG } from '@gharguru/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { type FakeRoute, fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { CHARGE_ID, commission, payment, report, series } from '../../../test/records/books-records';
import BooksPage from './books-page';

beforeEach(() => signIn('admin'));
afterEach(() => act(() => setLanguage('en')));

const { payments: _payments, refunds: _refunds, ...due } = commission();
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const routes = (over: FakeRoute[] = []): FakeRoute[] => [
  ...over,
  {
    method: 'GET',
    path: API_PATHS.adminBooksDues,
    answer: { body: { message: MSG.duesFetched, code: 'duesFetched', charges: [due], total: 1, outstanding: 300_000 } },
  },
  {
    method: 'GET',
    path: API_PATHS.adminBooksPayments,
    answer: {
      body: {
        message: MSG.paymentsFetched,
        code: 'paymentsFetched',
        from: '2026-11-17',
        to: '2026-11-28',
        payments: [
          {
            ...payment(),
            chargeNumber: due.number,
            chargeKind: 'commission',
            payerName: 'Ram Thapa',
            matchId: due.matchId,
          },
        ],
        total: 1,
        received: 100_000,
      },
    },
  },
  {
    method: 'GET',
    path: API_PATHS.adminBooksRefunds,
    answer: {
      body: {
        message: MSG.refundsFetched,
        code: 'refundsFetched',
        from: '2026-11-17',
        to: '2026-11-28',
        refunds: [],
        total: 0,
        refunded: 0,
      },
    },
  },
  { method: 'GET', path: API_PATHS.adminBooksReport, answer: { body: { message: MSG.reportFetched, report } } },
  {
    method: 'GET',
    path: API_PATHS.adminBooksReportSeries,
    answer: { body: { message: MSG.reportSeriesFetched, months: series } },
  },
];

describe('/admin-dashboard/books', () => {
  it('[BOOK-32] lists dues with who owes and the days overdue, and the payments and refunds of the period', async () => {
    fakeApi(routes());
    renderPage('/admin-dashboard/books', <BooksPage />);
    const dues = await screen.findByRole('list', { name: 'Dues' });
    const row = within(dues).getByRole('listitem');
    expect(row).toHaveTextContent('GG-2083/84-0042');
    expect(row).toHaveTextContent('Ram Thapa');
    expect(row).toHaveTextContent('Rs. 3,000');
    expect(row).toHaveTextContent('1 day');
    expect(screen.getByTestId('dues-total')).toHaveTextContent('Outstanding: Rs. 3,000');
    const payments = await screen.findByRole('list', { name: 'Payments' });
    expect(payments).toHaveTextContent('Rs. 1,000 · eSewa · 28 November 2026 · ES-7KX2');
    expect(within(payments).getByRole('link', { name: 'GG-R-2083/84-0007' })).toHaveAttribute(
      'href',
      `/admin-dashboard/books/receipts/${payment()._id}`,
    );
    expect(await screen.findByText('No refunds in this period.')).toBeInTheDocument();
  });

  it('[BOOK-33] records a payment in rupees as paisa with one idempotency key per form, sent again as it was', async () => {
    let tries = 0;
    const api = fakeApi(
      routes([
        {
          method: 'POST',
          path: API_PATHS.adminChargePayments(CHARGE_ID),
          // The first send is lost on its way back (a 503 after the server saved it); the second is answered.
          answer: () =>
            ++tries === 1
              ? { status: 503, body: { message: MSG.somethingWentWrong, code: 'somethingWentWrong' } }
              : {
                  status: 201,
                  body: {
                    message: MSG.paymentRecorded,
                    code: 'paymentRecorded',
                    payment: payment(),
                    charge: commission(),
                  },
                },
        },
      ]),
    );
    renderPage('/admin-dashboard/books', <BooksPage />);
    const dues = await screen.findByRole('list', { name: 'Dues' });
    await userEvent.click(within(dues).getByRole('button', { name: 'Record a payment: GG-2083/84-0042' }));
    const form = screen.getByTestId('payment-form');
    expect(within(form).getByLabelText('Amount (Rs.)')).toHaveFocus();
    await userEvent.type(within(form).getByLabelText('Amount (Rs.)'), '1,000');
    await userEvent.selectOptions(within(form).getByLabelText('Method'), 'esewa');
    await userEvent.type(within(form).getByLabelText(/^Reference/), 'ES-7KX2');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(MSG.somethingWentWrong)).toBeInTheDocument();
    await userEvent.click(await within(form).findByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(MSG.paymentRecorded)).toBeInTheDocument();
    const [first, second] = api.calls('POST', API_PATHS.adminChargePayments(CHARGE_ID));
    expect(first?.body).toEqual({
      amount: 100_000,
      method: 'esewa',
      reference: 'ES-7KX2',
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      idempotencyKey: expect.stringMatching(uuid),
    });
    expect(second?.body).toEqual(first?.body);
    // Recorded: the form closes; the next payment will have a new key.
    await waitFor(() => expect(screen.queryByTestId('payment-form')).not.toBeInTheDocument());
  });

  it('[BOOK-33] refuses an amount that is not rupees before sending', async () => {
    const api = fakeApi(routes([{ method: 'POST', path: API_PATHS.adminChargePayments(CHARGE_ID), answer: {} }]));
    renderPage('/admin-dashboard/books', <BooksPage />);
    const dues = await screen.findByRole('list', { name: 'Dues' });
    await userEvent.click(within(dues).getByRole('button', { name: /^Record a payment/ }));
    const form = screen.getByTestId('payment-form');
    await userEvent.type(within(form).getByLabelText('Amount (Rs.)'), '10.505');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(MSG.rupeesInvalid)).toBeInTheDocument();
    expect(within(form).getByText(MSG.paymentMethodRequired)).toBeInTheDocument();
    expect(api.calls('POST', API_PATHS.adminChargePayments(CHARGE_ID))).toHaveLength(0);
  });

  it('[BOOK-34] shows the month’s report by method, a 12-month SVG chart with its title and table, and downloads the CSV', async () => {
    const csv = '\uFEFF"Date (AD)","Date (BS)"\r\n';
    const api = fakeApi(
      routes([
        {
          method: 'GET',
          path: API_PATHS.adminBooksReportCsv,
          answer: { body: csv },
        },
      ]),
    );
    const objectUrl = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage('/admin-dashboard/books', <BooksPage />);
    const figures = await screen.findByTestId('report-figures');
    expect(within(figures).getByText('Matches started').nextSibling).toHaveTextContent('1');
    expect(within(figures).getByText('Received').nextSibling).toHaveTextContent('Rs. 3,000');
    const byMethod = screen.getByRole('table', { name: 'Received by method' });
    expect(within(byMethod).getByRole('row', { name: 'eSewa Rs. 1,000' })).toBeInTheDocument();
    expect(within(byMethod).getByRole('row', { name: 'Cash Rs. 2,000' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('Mangsir 2083');

    const chart = await screen.findByRole('img', { name: /Received in the last 12 months/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    expect(chart).toHaveAccessibleName(/the most in Mangsir 2083: Rs\. 3,000/);
    const table = screen.getByRole('table', { name: 'Received in the last 12 months', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(13);

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(api.calls('GET', API_PATHS.adminBooksReportCsv)[0]?.url.searchParams.get('month')).toBe('2083-08');
    const blob = objectUrl.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain('Date (BS)');
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('gharguru-books-2083-08.csv');
  });

  it('[BOOK-32] reads in Nepali: Devanagari digits, रु. amounts and Bikram Sambat months', async () => {
    fakeApi(routes());
    await act(() => setLanguage('ne'));
    renderPage('/admin-dashboard/books', <BooksPage />);
    const dues = await screen.findByRole('list', { name: 'बाँकी रकम' });
    expect(dues).toHaveTextContent('रु. ३,०००');
    expect(dues).toHaveTextContent('१ दिन');
    expect(dues).toHaveTextContent('शिक्षकको कमिसन');
    expect(await screen.findByLabelText('महिना')).toHaveDisplayValue('मंसिर २०८३');
    const byMethod = screen.getByRole('table', { name: 'माध्यमअनुसार प्राप्त' });
    expect(within(byMethod).getByRole('row', { name: 'ईसेवा रु. १,०००' })).toBeInTheDocument();
  });

  it('shows the spinner while loading and the error when a list fails', async () => {
    fakeApi([
      { method: 'GET', path: API_PATHS.adminBooksDues, answer: { hang: true } },
      {
        method: 'GET',
        path: API_PATHS.adminBooksPayments,
        answer: { status: 500, body: { message: MSG.somethingWentWrong, code: 'somethingWentWrong' } },
      },
      { method: 'GET', path: API_PATHS.adminBooksRefunds, answer: { hang: true } },
      { method: 'GET', path: API_PATHS.adminBooksReport, answer: { hang: true } },
      { method: 'GET', path: API_PATHS.adminBooksReportSeries, answer: { hang: true } },
    ]);
    renderPage('/admin-dashboard/books', <BooksPage />);
    expect((await screen.findAllByRole('status')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${MSG.somethingWentWrong}`);
  });
});
