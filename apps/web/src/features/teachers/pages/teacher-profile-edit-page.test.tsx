// Issue 14: /teacher-profile/edit — the registration's rules and messages, the stored values as the
// starting point, the subjects sent as an array, the session's names updated on success.
import { API_PATHS, MSG } from '@gharguru/contract';
import { EMPTY_PUBLIC_PROFILE } from '@gharguru/contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, fieldRefusal } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { profileData, profileRoute } from '../../../test/records/teacher-records';
import TeacherProfileEditPage from './teacher-profile-edit-page';

beforeEach(() => signIn('teacher'));

const profileAnswer = profileRoute();

describe('/teacher-profile/edit', () => {
  it('starts from the stored profile, shows the e-mail as not editable, and refuses bad values with the registration messages', async () => {
    const api = fakeApi([profileAnswer]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />);
    const mobile = await screen.findByLabelText('Mobile number');
    expect(mobile).toHaveValue('9812345678');
    expect(screen.getByLabelText('Subjects')).toHaveValue('Physics, Maths');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'How we use your details' })).toHaveAttribute('href', '/privacy');

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98123');
    await userEvent.clear(screen.getByLabelText('Subjects'));
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.mobileExact)).toBeInTheDocument();
    expect(screen.getByText(MSG.subjectsRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.cityRequired)).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.teacherProfile)).toHaveLength(0);
  });

  it('sends the edit with subjects as an array, then shows the profile and greets with the new name', async () => {
    const api = fakeApi([
      profileAnswer,
      {
        method: 'PUT',
        path: API_PATHS.teacherProfile,
        answer: ({ body }) => ({
          body: {
            message: MSG.profileUpdated,
            code: 'profileUpdated',
            profileData: { ...profileData, ...(body as object) },
            teacherData: { firstName: 'Hari', lastName: 'Thapa', role: 'teacher' },
          },
        }),
      },
    ]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />, ['/teacher-profile']);
    const firstName = await screen.findByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Hari');
    await userEvent.clear(screen.getByLabelText('Subjects'));
    await userEvent.type(screen.getByLabelText('Subjects'), 'Chemistry , Biology,');
    await userEvent.selectOptions(screen.getByLabelText('Can teach up to'), 'Bachelor');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('at /teacher-profile')).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.teacherProfile)[0]?.body).toEqual({
      firstName: 'Hari',
      lastName: 'Thapa',
      mobile: '9812345678',
      degree: 'Master',
      level: 'Bachelor',
      subjects: ['Chemistry', 'Biology'],
      city: 'Lalitpur',
      area: 'Jawalakhel',
      // The public profile (issue 27), as stored: nothing given yet.
      ...EMPTY_PUBLIC_PROFILE,
    });
    expect(window.sessionStorage.getItem('firstName')).toBe('Hari');
    expect(screen.getByText(MSG.profileUpdated)).toBeInTheDocument();
  });

  it("keeps the typed subjects and shows the server's field message when the edit is refused", async () => {
    fakeApi([
      profileAnswer,
      {
        method: 'PUT',
        path: API_PATHS.teacherProfile,
        answer: fieldRefusal('area', 'areaMax'),
      },
    ]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />);
    await screen.findByLabelText('Subjects');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText(MSG.areaMax)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Subjects')).toHaveValue('Physics, Maths');
  });
});
