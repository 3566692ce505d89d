import { API_PATHS, MSG } from '@gharguru/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { PAYMENT_ID, teacherCharge } from '../../../test/records/books-records';
import { TeacherFeesSection } from './teacher-fees-section';

beforeEach(() => signIn('teacher'));
afterEach(() => act(() => setLanguage('en')));

const charges = (list = [teacherCharge()], outstanding = 200_000) => ({
  method: 'GET' as const,
  path: API_PATHS.teacherCharges,
  answer: { body: { message: MSG.chargesFetched, code: 'chargesFetched', charges: list, outstanding, paid: 100_000 } },
});

describe('the teacher’s fees and payments', () => {
  it('[BOOK-36] shows what the teacher owes and paid, each payment with its receipt, with no action', async () => {
    fakeApi([charges()]);
    renderPage('/teacher-dashboard', <TeacherFeesSection />);
    expect(await screen.findByTestId('teacher-owes')).toHaveTextContent('You owe Rs. 2,000');
    const section = screen.getByTestId('teacher-fees');
    expect(section).toHaveTextContent('Tutor’s commission GG-2083/84-0042');
    expect(section).toHaveTextContent('Maths, Science');
    expect(section).toHaveTextContent('Rs. 1,000 · eSewa · 28 November 2026');
    expect(within(section).getByRole('link', { name: 'Receipt GG-R-2083/84-0007' })).toHaveAttribute(
      'href',
      `/teacher-dashboard/receipts/${PAYMENT_ID}`,
    );
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('[BOOK-36] reads in Nepali, and says when nothing is owed or there are no fees', async () => {
    fakeApi([charges([teacherCharge({ outstanding: 0, paid: 300_000, status: 'paid' })], 0)]);
    await act(() => setLanguage('ne'));
    const view = renderPage('/teacher-dashboard', <TeacherFeesSection />);
    expect(await screen.findByTestId('teacher-owes')).toHaveTextContent('अहिले तपाईंले केही तिर्न बाँकी छैन।');
    expect(screen.getByTestId('teacher-fees')).toHaveTextContent('रु. ३,०००');
    view.unmount();

    fakeApi([charges([], 0)]);
    renderPage('/teacher-dashboard', <TeacherFeesSection />);
    expect(await screen.findByText('अहिलेसम्म कुनै शुल्क छैन।')).toBeInTheDocument();
  });

  it('shows the error when the fees cannot be read', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.teacherCharges,
        answer: { status: 500, body: { message: MSG.somethingWentWrong, code: 'somethingWentWrong' } },
      },
    ]);
    renderPage('/teacher-dashboard', <TeacherFeesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.somethingWentWrong);
  });
});
