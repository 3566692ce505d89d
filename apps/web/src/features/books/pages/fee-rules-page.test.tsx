import { API_PATHS, MSG } from '@gharguru/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { feeRules } from '../../../test/records/books-records';
import FeeRulesPage from './fee-rules-page';

beforeEach(() => signIn('admin'));
afterEach(() => act(() => setLanguage('en')));

const first = feeRules({ version: 1, commissionPercent: 40, effectiveFrom: '2026-10-01T04:15:00.000Z' });
const fetched = {
  body: { message: MSG.feeRulesFetched, code: 'feeRulesFetched', rules: feeRules(), history: [feeRules(), first] },
};

describe('/admin-profile/fees', () => {
  it('[BOOK-31] shows the version in force and its history, and saves a fixed commission as a new version', async () => {
    const api = fakeApi([
      { method: 'GET', path: API_PATHS.adminFeeRules, answer: fetched },
      {
        method: 'PUT',
        path: API_PATHS.adminFeeRules,
        answer: { body: { ...fetched.body, message: MSG.feeRulesSaved, code: 'feeRulesSaved' } },
      },
    ]);
    renderPage('/admin-profile/fees', <FeeRulesPage />);
    expect(await screen.findByTestId('rules-in-force')).toHaveTextContent(
      'Version 2, in force since 1 November 2026, 10:00',
    );
    expect(screen.getByTestId('rules-in-force')).toHaveTextContent(
      'Commission 50 %, advance 0 %, refund within 15 days, reminders on',
    );
    const history = screen.getByRole('list', { name: 'Earlier versions' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(history).toHaveTextContent('Commission 40 %');

    await userEvent.click(screen.getByRole('radio', { name: 'A fixed amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText(MSG.commissionFixedRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Amount (Rs.)')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Amount (Rs.)'), '2,500');
    const advance = screen.getByLabelText('Family’s advance (% of the monthly fee, 0 for none)');
    await userEvent.clear(advance);
    await userEvent.type(advance, '10');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Remind tutors/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.adminFeeRules)[0]?.body).toEqual({
        commissionKind: 'fixed',
        commissionPercent: 50,
        commissionFixed: 250_000,
        advancePercent: 10,
        refundWindowDays: 15,
        dueDays: 7,
        remindersOn: false,
      }),
    );
    expect(await screen.findByText(MSG.feeRulesSaved)).toBeInTheDocument();
  });

  it('[BOOK-31] refuses a percentage over 100 with the contract’s message, in Nepali too', async () => {
    const api = fakeApi([{ method: 'GET', path: API_PATHS.adminFeeRules, answer: fetched }]);
    await act(() => setLanguage('ne'));
    renderPage('/admin-profile/fees', <FeeRulesPage />);
    expect(await screen.findByTestId('rules-in-force')).toHaveTextContent('संस्करण २, कात्तिक १५, २०८३, १०:०० देखि लागू');
    const percent = screen.getByLabelText('मासिक शुल्कको हिस्सा (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '१२०');
    await userEvent.click(screen.getByRole('button', { name: 'नयाँ संस्करणका रूपमा सुरक्षित गर्नुहोस्' }));
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(percent).toHaveAccessibleDescription('प्रतिशत ० देखि १०० सम्मको पूर्ण सङ्ख्या हुनुपर्छ');
    expect(api.calls('PUT', API_PATHS.adminFeeRules)).toHaveLength(0);
  });

  it('says when only the defaults are in force, and shows the spinner and the error', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminFeeRules,
        answer: {
          body: { ...fetched.body, rules: feeRules({ version: 0, effectiveFrom: null, changedBy: null }), history: [] },
        },
      },
    ]);
    const view = renderPage('/admin-profile/fees', <FeeRulesPage />);
    expect(await screen.findByTestId('rules-in-force')).toHaveTextContent('The defaults are in force');
    expect(screen.getByText('No earlier versions.')).toBeInTheDocument();
    view.unmount();

    fakeApi([{ method: 'GET', path: API_PATHS.adminFeeRules, answer: { hang: true } }]);
    const loading = renderPage('/admin-profile/fees', <FeeRulesPage />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    loading.unmount();

    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminFeeRules,
        answer: { status: 500, body: { message: MSG.somethingWentWrong, code: 'somethingWentWrong' } },
      },
    ]);
    renderPage('/admin-profile/fees', <FeeRulesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.somethingWentWrong);
  });
});
