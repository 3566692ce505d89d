import { API_PATHS, MSG, type TeacherMatch } from '@gharguru/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { teacherMatch } from '../../../test/records/match-records';
import { MyStudentsSection } from './my-students-section';

beforeEach(() => signIn('teacher'));

const listed = (matches: TeacherMatch[]): FakeAnswer => ({
  body: { message: 'Matches fetched', code: 'matchesFetched', matches },
});

const accepted = teacherMatch({
  state: 'accepted',
  teacherNote: 'I can start on Sunday',
  family: { firstName: 'Sita', lastName: 'Sharma', mobile: '9812345678' },
});

describe('My students (teacher dashboard)', () => {
  it('shows a proposal without the family’s contact, and accepts it with a note', async () => {
    let answered = false;
    const proposal = teacherMatch();
    const api = fakeApi([
      { method: 'GET', path: API_PATHS.teacherMatches, answer: () => listed([answered ? accepted : proposal]) },
      {
        method: 'PUT',
        path: API_PATHS.teacherMatch(proposal._id),
        answer: () => {
          answered = true;
          return { body: { message: MSG.matchAccepted, code: 'matchAccepted', match: accepted } };
        },
      },
    ]);
    renderPage('/teacher-dashboard', <MyStudentsSection />);
    const section = await screen.findByRole('region', { name: /^My students/ });
    const card = await within(section).findByRole('listitem');
    expect(card).toHaveTextContent('Class 10 · Maths');
    expect(card).toHaveTextContent('Preferred time: Evening');
    expect(card).toHaveTextContent('Area: Baneshwor, Kathmandu');
    expect(card).toHaveTextContent('The family’s name and mobile number are shown after you accept.');
    expect(card).not.toHaveTextContent('98');
    expect(within(card).queryByRole('link')).toBeNull();

    await userEvent.type(within(card).getByLabelText(/^Note to GharGuru/), 'I can start on Sunday');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept the proposal for Class 10' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.teacherMatch(proposal._id))[0]?.body).toEqual({
        decision: 'accept',
        note: 'I can start on Sunday',
      }),
    );
    expect(await screen.findByText(MSG.matchAccepted)).toBeInTheDocument();
    const call = await screen.findByRole('link', { name: 'Call Sita Sharma on 9812345678' });
    expect(call).toHaveAttribute('href', 'tel:9812345678');
    expect(screen.getByTestId('family-contact')).toHaveTextContent('Family: Sita Sharma');
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    // [FIX-6] The card's heading, with its new state beside it, has the focus.
    await waitFor(() => expect(within(card).getByRole('heading', { level: 3 })).toHaveFocus());
  });

  it('declines a proposal', async () => {
    const proposal = teacherMatch();
    const api = fakeApi([
      { method: 'GET', path: API_PATHS.teacherMatches, answer: listed([proposal]) },
      {
        method: 'PUT',
        path: API_PATHS.teacherMatch(proposal._id),
        answer: {
          body: { message: MSG.matchDeclined, code: 'matchDeclined', match: teacherMatch({ state: 'declined' }) },
        },
      },
    ]);
    renderPage('/teacher-dashboard', <MyStudentsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline the proposal for Class 10' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.teacherMatch(proposal._id))[0]?.body).toEqual({
        decision: 'decline',
        note: '',
      }),
    );
    expect(await screen.findByText(MSG.matchDeclined)).toBeInTheDocument();
  });

  it('shows the server’s message when a decision is refused', async () => {
    const proposal = teacherMatch();
    fakeApi([
      { method: 'GET', path: API_PATHS.teacherMatches, answer: listed([proposal]) },
      {
        method: 'PUT',
        path: API_PATHS.teacherMatch(proposal._id),
        answer: { status: 409, body: { message: MSG.matchAlreadyAnswered, code: 'matchAlreadyAnswered' } },
      },
    ]);
    renderPage('/teacher-dashboard', <MyStudentsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the proposal for Class 10' }));
    expect(await screen.findByText(MSG.matchAlreadyAnswered)).toBeInTheDocument();
  });

  it('shows the spinner, the empty text and the error', async () => {
    fakeApi([{ method: 'GET', path: API_PATHS.teacherMatches, answer: { hang: true } }]);
    const first = renderPage('/teacher-dashboard', <MyStudentsSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    first.unmount();

    fakeApi([{ method: 'GET', path: API_PATHS.teacherMatches, answer: listed([]) }]);
    const second = renderPage('/teacher-dashboard', <MyStudentsSection />);
    expect(await screen.findByText(/No proposals yet/)).toBeInTheDocument();
    second.unmount();

    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.teacherMatches,
        answer: { status: 500, body: { message: MSG.somethingWentWrong, code: 'somethingWentWrong' } },
      },
    ]);
    renderPage('/teacher-dashboard', <MyStudentsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.somethingWentWrong);
  });
});
