// Issue 14 (decision 016): a repeated request shows the first one's code and says it was already
// received; a new request does not say so.
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
  await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
}

const ALREADY = /We already received this request from you today/;

describe('Find a Tutor after sending', () => {
  it('a repeated request: the first code, focused, and the note that it was already received', async () => {
    answerWith(201, {
      message: MSG.studentRequestAlreadyReceived,
      code: 'studentRequestAlreadyReceived',
      requestCode: 'GG-ABCD-EF',
      alreadyReceived: true,
    });
    renderPage('/contact-student', <FindTutorPage />);
    await send();
    const panel = await screen.findByRole('status', { name: 'Your request code' });
    expect(panel).toHaveTextContent('GG-ABCD-EF');
    expect(panel).toHaveTextContent(ALREADY);
    expect(panel).toHaveFocus();
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
    const panel = await screen.findByRole('status', { name: 'Your request code' });
    expect(panel).toHaveTextContent('GG-WXYZ-23');
    expect(panel).not.toHaveTextContent(ALREADY);
  });
});
