// Find a Tutor with an offer chosen in the directory (issue 9): taken off, or no longer listed, with
// the API faked at the network boundary.
import { API_PATHS } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { notListedRoute, offer, tuitionRoute } from '../../../test/records/offer-records';
import { renderRoutes } from '../../../test/render';
import FindTutorPage from './find-tutor-page';

/** Fills in the rest of the request form, sends it and checks that it went without an offer. */
async function sendWithoutOffer(api: ReturnType<typeof fakeApi>) {
  await userEvent.type(screen.getByLabelText('First name'), 'Gita');
  await userEvent.type(screen.getByLabelText('Last name'), 'Rai');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
  await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
  expect(await screen.findByTestId('request-code')).toHaveTextContent('GG-7K3Q-92');
  expect(api.calls('POST', API_PATHS.studentRequest)[0]!.body).not.toHaveProperty('tuitionId');
}

const renderForm = (path: string) => renderRoutes([{ path: '/contact-student', element: <FindTutorPage /> }], path);

describe('/contact-student with a chosen offer', () => {
  it('[DIR-6] on the form, "Ask for any tutor instead" takes the offer off the request', async () => {
    const api = fakeApi([
      tuitionRoute,
      {
        method: 'POST',
        path: API_PATHS.studentRequest,
        answer: { status: 201, body: { message: 'ok', code: 'studentRequestReceived', requestCode: 'GG-7K3Q-92' } },
      },
    ]);
    renderForm(`/contact-student?tuition=${offer._id}&subjects=Maths&class=10&city=Lalitpur&area=Jawalakhel`);
    expect(await screen.findByTestId('chosen-offer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another tutor' })).toHaveAttribute('href', '/tutors');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for any tutor instead' }));
    expect(screen.queryByTestId('chosen-offer')).toBeNull();
    await sendWithoutOffer(api);
  });

  it('[DIR-6] on the form, an offer no longer listed is said so and the request goes without it', async () => {
    const api = fakeApi([
      notListedRoute,
      {
        method: 'POST',
        path: API_PATHS.studentRequest,
        answer: {
          status: 201,
          body: { message: 'ok', code: 'studentRequestReceived', requestCode: 'GG-7K3Q-92' },
        },
      },
    ]);
    renderForm(`/contact-student?tuition=${offer._id}&subjects=Maths&class=10&city=Lalitpur&area=Jawalakhel`);
    expect(await screen.findByText(/The tutor you chose is not listed any more/)).toBeInTheDocument();
    await sendWithoutOffer(api);
  });
});
