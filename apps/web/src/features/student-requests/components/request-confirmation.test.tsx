// The confirmation after a tuition request (issue 14): it takes the form's place, with its heading
// focused, the code, what happens next and when, what was asked for (the mobile number by its last
// three digits only), Browse tutors, Send another request and Print; the same for a repeated request.
import { MSG } from '@gharguru/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotification } from '../../../components/notification/notification-store';
import { formatDateInBothCalendars } from '../../../lib/format';
import { setLanguage } from '../../../lib/i18n';
import { answerWith, renderPage, sentBody } from '../../../test/page';
import FindTutorPage from '../pages/find-tutor-page';

beforeEach(() => resetNotification());
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => setLanguage('en'));
});

const received = (alreadyReceived = false) =>
  answerWith(201, {
    message: alreadyReceived ? MSG.studentRequestAlreadyReceived : MSG.studentRequestReceived,
    code: alreadyReceived ? 'studentRequestAlreadyReceived' : 'studentRequestReceived',
    ...(alreadyReceived ? {} : { requestCode: 'GG-7K3Q-92' }),
    alreadyReceived,
  });

async function send(labels = { first: 'First name', last: 'Last name', mobile: 'Mobile number', class: 'Class' }) {
  await userEvent.type(screen.getByLabelText(labels.first), 'Sita');
  await userEvent.type(screen.getByLabelText(labels.last), 'Sharma');
  await userEvent.type(screen.getByLabelText(labels.mobile), '9801234567');
  await userEvent.selectOptions(screen.getByLabelText(labels.class), '10');
  await userEvent.type(screen.getByRole('textbox', { name: /^(Subjects|विषयहरू)/ }), 'Maths, Science');
  await userEvent.type(screen.getByRole('textbox', { name: /^(City|शहर)/ }), 'Kathmandu');
  await userEvent.type(screen.getByRole('textbox', { name: /^(Area|क्षेत्र)/ }), 'Koteshwor');
  await userEvent.click(screen.getByRole('button', { name: /Post Tuition Request|ट्युसन अनुरोध पठाउनुहोस्/ }));
}

describe('the confirmation after a tuition request', () => {
  it('takes the form’s place with its heading focused, the code, what happens next and what was asked for', async () => {
    received();
    renderPage('/contact-student', <FindTutorPage />);
    await send();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Request received' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Request received — GharGuru');
    expect(screen.queryByRole('button', { name: 'Post Tuition Request' })).not.toBeInTheDocument();
    const confirmation = screen.getByTestId('request-confirmation');
    expect(confirmation).toHaveTextContent('Thank you, Sita. Your request for a home tutor has reached GharGuru.');
    expect(screen.getByTestId('request-code')).toHaveTextContent('GG-7K3Q-92');
    expect(confirmation).toHaveTextContent('Write it down.');
    // The success notification of requirements API-28 stays.
    expect(screen.getByText(MSG.studentRequestReceived)).toBeInTheDocument();

    const next = screen.getByRole('region', { name: 'What happens next' });
    const steps = within(next).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Within one working day, a GharGuru admin reads your request and looks for a suitable tutor near Koteshwor.',
      'When we find a tutor, we call you or send an SMS to your mobile number ending in 567.',
      'Check your request at any time with your code and mobile number: Track your request',
    ]);
    expect(within(steps[2] as HTMLElement).getByRole('link', { name: 'Track your request' })).toHaveAttribute(
      'href',
      '/track?code=GG-7K3Q-92',
    );

    const asked = screen.getByRole('region', { name: 'What you asked for' });
    expect(within(asked).getByText('Class 10')).toBeInTheDocument();
    expect(within(asked).getByText('Maths, Science')).toBeInTheDocument();
    expect(within(asked).getByText('Morning')).toBeInTheDocument();
    expect(within(asked).getByText('Koteshwor, Kathmandu')).toBeInTheDocument();
    // The mobile number is never repeated in full.
    expect(confirmation).not.toHaveTextContent('9801234567');
    expect(confirmation).not.toHaveTextContent('98012345');

    expect(screen.getByRole('link', { name: 'Browse tutors' })).toHaveAttribute('href', '/tutors');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('Send another request: the form again, with the family’s details kept and the class and subjects empty', async () => {
    const fetchMock = received();
    renderPage('/contact-student', <FindTutorPage />);
    await send();
    await userEvent.click(await screen.findByRole('button', { name: 'Send another request' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Find a Tutor' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Sita');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9801234567');
    expect(screen.getByLabelText('Class')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Subjects/ })).toHaveValue('');

    await userEvent.selectOptions(screen.getByLabelText('Class'), '8');
    await userEvent.type(screen.getByRole('textbox', { name: /^Subjects/ }), 'English');
    await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request received' })).toHaveFocus();
    expect(sentBody(fetchMock, 1)).toMatchObject({
      firstName: 'Sita',
      mobile: '9801234567',
      class: '8',
      subjects: ['English'],
    });
    expect(screen.getByRole('region', { name: 'What you asked for' })).toHaveTextContent('Class 8');
  });

  it('a repeated request: says it was already received and that its code went to the mobile', async () => {
    received(true);
    renderPage('/contact-student', <FindTutorPage />);
    await send();
    expect(await screen.findByRole('heading', { level: 1, name: 'We already have this request' })).toHaveFocus();
    expect(screen.getByTestId('request-confirmation')).toHaveTextContent(
      'We already received this request from you today. There is no need to send it again.',
    );
    expect(screen.queryByTestId('request-code')).toBeNull();
    expect(screen.getByTestId('request-code-sent')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What happens next' })).toBeInTheDocument();
  });

  it('[FIX-31] in नेपाली, with Devanagari digits and the day in both calendars', async () => {
    received();
    await act(() => setLanguage('ne'));
    renderPage('/contact-student', <FindTutorPage />);
    await send({ first: 'पहिलो नाम', last: 'थर', mobile: 'मोबाइल नम्बर', class: 'कक्षा' });
    expect(await screen.findByRole('heading', { level: 1, name: 'अनुरोध प्राप्त भयो' })).toHaveFocus();
    const next = screen.getByRole('region', { name: 'अब के हुन्छ' });
    expect(next).toHaveTextContent('५६७ मा अन्त्य हुने');
    expect(next).toHaveTextContent('एक कार्यदिनभित्र');
    const asked = screen.getByRole('region', { name: 'तपाईंले मागेको कुरा' });
    expect(asked).toHaveTextContent('कक्षा १०');
    // [FIX-31] A page to print: the day in Bikram Sambat, the Gregorian day beside it.
    const sentOn = within(asked).getByText('पठाइएको मिति').nextElementSibling;
    expect(sentOn?.textContent).toMatch(/^[^\s\d]+ [०-९]{1,2}, [०-९]{4} \([०-९]{1,2} [^\s\d]+ [०-९]{4}\)$/);
    expect(sentOn?.textContent).toBe(formatDateInBothCalendars('ne', new Date().toISOString()));
    expect(screen.getByRole('link', { name: 'शिक्षकहरू हेर्नुहोस्' })).toHaveAttribute('href', '/tutors');
    expect(screen.getByRole('button', { name: 'अर्को अनुरोध पठाउनुहोस्' })).toBeInTheDocument();
  });
});
