// "Confirm your number" on the teacher's profile (issue 30), with only the network replaced.
import { API_PATHS, MSG } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import TeacherProfilePage from '../pages/teacher-profile-page';
import { profileRoute } from '../../../test/records/teacher-records';

beforeEach(() => signIn('teacher'));

describe('confirm your number', () => {
  it('[REC-4] asks for a code, takes it, and the profile then shows the number confirmed', async () => {
    let confirmed = false;
    const api = fakeApi([
      { ...profileRoute(), answer: () => profileRoute({ mobileConfirmed: confirmed }).answer as never },
      {
        method: 'POST',
        path: API_PATHS.teacherMobileVerifyRequest,
        answer: { status: 202, body: { message: MSG.mobileCodeSent, code: 'mobileCodeSent' } },
      },
      {
        method: 'POST',
        path: API_PATHS.teacherMobileVerify,
        answer: ({ body }) => {
          if ((body as { code: string }).code !== '123456') {
            return {
              status: 400,
              body: { message: MSG.mobileCodeWrong, code: 'mobileCodeWrong', errors: { code: MSG.mobileCodeWrong } },
            };
          }
          confirmed = true;
          return { body: { message: MSG.mobileConfirmed, code: 'mobileConfirmed' } };
        },
      },
    ]);
    renderPage('/teacher-profile', <TeacherProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Confirm your number: 9812345678' })).toBeInTheDocument();
    expect(screen.getByText(/we send you nothing by SMS, only e-mail/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(MSG.mobileCodeSent)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText(MSG.mobileCodeWrong)).not.toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Code from the SMS'));
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Confirm your number/ })).not.toBeInTheDocument();
    expect(api.calls('POST', API_PATHS.teacherMobileVerify).map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('is not shown once the number is confirmed', async () => {
    fakeApi([profileRoute({ mobileConfirmed: true })]);
    renderPage('/teacher-profile', <TeacherProfilePage />);
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();
  });
});
