// Request this tutor, from the directory's offer page to the request form and its code (issue 9): a
// journey across two features (directory, student-requests), so the app's, with the API faked at the
// network boundary.
import { API_PATHS } from '@gharguru/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TutorPage from '../features/directory/pages/tutor-page';
import FindTutorPage from '../features/student-requests/pages/find-tutor-page';
import { fakeApi } from '../test/fake-api';
import { offer, tuitionRoute } from '../test/records/offer-records';
import { renderRoutes } from '../test/render';

function renderJourney(path: string) {
  return renderRoutes(
    [
      { path: '/tutors/:id', element: <TutorPage /> },
      { path: '/contact-student', element: <FindTutorPage /> },
    ],
    path,
  );
}

describe('/tutors/:id: Request this tutor', () => {
  it('[DIR-6] [TRACK-3] [UX-2] opens the request form with the offer attached and shows the request code after sending', async () => {
    const api = fakeApi([
      tuitionRoute,
      {
        method: 'POST',
        path: API_PATHS.studentRequest,
        answer: {
          status: 201,
          body: {
            message: 'Your tuition request is received. We will call you soon',
            code: 'studentRequestReceived',
            requestCode: 'GG-7K3Q-92',
          },
        },
      },
    ]);
    renderJourney(`/tutors/${offer._id}`);
    expect(await screen.findByRole('heading', { name: 'SEE Maths at home' })).toBeInTheDocument();
    expect(screen.getByText('Ram T.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request this tutor' }));

    expect(await screen.findByLabelText('Subjects')).toHaveValue('Maths, Science');
    // [FIX-2] the tutor's place, not a default one.
    expect(screen.getByLabelText('City')).toHaveValue('Lalitpur');
    expect(screen.getByLabelText('Area / Tole')).toHaveValue('Jawalakhel');
    expect(await screen.findByTestId('chosen-offer')).toHaveTextContent(
      'SEE Maths at home — Ram T., Rs. 6,000 / month',
    );
    // The form found the offer the page had read: nothing was asked again.
    expect(api.calls('GET', API_PATHS.publicTuition(offer._id))).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('First name'), 'Gita');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rai');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
    await userEvent.selectOptions(screen.getByLabelText('Class'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));

    expect(await screen.findByTestId('request-code')).toHaveTextContent('GG-7K3Q-92');
    // The confirmation takes the focus (issue 14's request confirmation).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Request received' })).toHaveFocus());
    expect(screen.getByText(/Write it down/)).toBeInTheDocument();
    // [FIX-2] the confirmation names the chosen tutor and says whether GharGuru verified them.
    expect(screen.getByText('Ram T. (verified by GharGuru)')).toBeInTheDocument();
    expect(screen.getByText(/asks Ram T\., the tutor you chose/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Track your request' })) {
      expect(link).toHaveAttribute('href', '/track?code=GG-7K3Q-92');
    }
    expect(api.calls('POST', API_PATHS.studentRequest)[0]!.body).toMatchObject({
      tuitionId: offer._id,
      subjects: ['Maths', 'Science'],
      city: 'Lalitpur',
      area: 'Jawalakhel',
    });
  });

  it('[FIX-2] never promises a verified tutor when the chosen one is not verified', async () => {
    const unverified = { ...offer, teacher: { ...offer.teacher, verified: false, verifiedAt: null } };
    fakeApi([
      { ...tuitionRoute, answer: { body: { message: 'ok', code: 'tutorFetched', tuition: unverified } } },
      {
        method: 'POST',
        path: API_PATHS.studentRequest,
        answer: { status: 201, body: { message: 'ok', code: 'studentRequestReceived', requestCode: 'GG-7K3Q-92' } },
      },
    ]);
    renderJourney(`/contact-student?tuition=${offer._id}&subjects=Maths&city=Lalitpur&area=Jawalakhel`);
    expect(await screen.findByTestId('chosen-offer')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'Gita');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rai');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
    await userEvent.selectOptions(screen.getByLabelText('Class'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
    const confirmation = await screen.findByTestId('request-confirmation');
    expect(confirmation).toHaveTextContent('Ram T. (not yet verified by GharGuru)');
    expect(confirmation).not.toHaveTextContent(/a verified tutor/);
  });

  it('[DIR-6] carries the class the family filtered by to the form when the offer teaches it', async () => {
    fakeApi([tuitionRoute]);
    renderJourney(`/tutors/${offer._id}?class=10`);
    const link = await screen.findByRole('link', { name: 'Request this tutor' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('class')).toBe('10');
    await userEvent.click(link);
    expect(await screen.findByLabelText('Class')).toHaveValue('10');
  });
});
