// Issue 14 (decision 016): a repeated request's confirmation says it was already received and that
// its code went to the family's mobile (the answer carries none, issue 26); a new request's does not.
import { MSG } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotification } from '../../../components/notification/notification-store';
import { answerWith, renderPage } from '../../../test/page';
import FindTutorPage from './find-tutor-page';

beforeEach(() => resetNotification());
afterEach(() => vi.unstubAllGlobals());

async function send() {
  await userEvent.type(screen.getByLabelText('First name'), 'Sita');
  await userEvent.type(screen.getByLabelText('Last name'), 'Sharma');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
  await userEvent.selectOptions(screen.getByLabelText('Class'), '10');
  await userEvent.type(screen.getByLabelText('Subjects'), 'Maths');
  await userEvent.type(screen.getByLabelText('City'), 'Kathmandu');
  await userEvent.type(screen.getByLabelText('Area / Tole'), 'Koteshwor');
  await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
}

const ALREADY = /We already received this request from you today/;

describe('Find a Tutor after sending', () => {
  it('a repeated request: the heading focused, the note that it was already received and its code sent to the mobile', async () => {
    answerWith(201, {
      message: MSG.studentRequestAlreadyReceived,
      code: 'studentRequestAlreadyReceived',
      alreadyReceived: true,
    });
    renderPage('/contact-student', <FindTutorPage />);
    await send();
    expect(await screen.findByRole('heading', { level: 1, name: 'We already have this request' })).toHaveFocus();
    const panel = screen.getByTestId('request-confirmation');
    expect(screen.queryByTestId('request-code')).toBeNull();
    expect(screen.getByTestId('request-code-sent')).toHaveTextContent(/sent its code to your mobile number/);
    expect(panel).toHaveTextContent(ALREADY);
    expect(screen.getByText(MSG.studentRequestAlreadyReceived)).toBeInTheDocument();
  });

  it('a new request: the code without that note', async () => {
    answerWith(201, {
      message: MSG.studentRequestReceived,
      code: 'studentRequestReceived',
      requestCode: 'GG-WXYZ-23',
      alreadyReceived: false,
    });
    renderPage('/contact-student', <FindTutorPage />);
    await send();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request received' })).toHaveFocus();
    expect(screen.getByTestId('request-code')).toHaveTextContent('GG-WXYZ-23');
    expect(screen.getByTestId('request-confirmation')).not.toHaveTextContent(ALREADY);
  });
});
