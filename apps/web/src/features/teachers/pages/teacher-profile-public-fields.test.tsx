// Issue 27: /teacher-profile/edit's public profile — the stored values as the starting point, the
// completeness meter and what families look at first, the contract's messages, and the edit sent.
import { API_PATHS, MSG } from '@gharguru/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { profileData, profileRoute } from '../../../test/records/teacher-records';
import TeacherProfileEditPage from './teacher-profile-edit-page';

beforeEach(() => signIn('teacher'));

const saved = {
  method: 'PUT' as const,
  path: API_PATHS.teacherProfile,
  answer: ({ body }: { body: unknown }) => ({
    body: {
      message: MSG.profileUpdated,
      code: 'profileUpdated',
      profileData: { ...profileData, ...(body as object) },
      teacherData: { firstName: 'Ram', lastName: 'Thapa', role: 'teacher' },
    },
  }),
};

describe('/teacher-profile/edit: what families see', () => {
  it('[PROF-5] starts empty at 0 %, names what is missing, and rises as the teacher fills fields in', async () => {
    fakeApi([profileRoute()]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />);
    expect(await screen.findByText('Profile 0% complete')).toBeInTheDocument();
    expect(
      screen.getByText('Families look first at the photo, the years of experience and the bio.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Still to add: experience, a bio of a few sentences/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Years of teaching experience/), '4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Online' }));
    expect(screen.getByText('Profile 33% complete')).toBeInTheDocument();
    expect(screen.getByText(/^Still to add: a bio of a few sentences/)).toBeInTheDocument();
  });

  it('[PROF-5] shows the stored profile and sends every field, the choices in the list order', async () => {
    const api = fakeApi([
      profileRoute({
        bio: 'I have taught physics for years with simple experiments that students can repeat at home easily.',
        experienceYears: 5,
        institution: 'Amrit Campus',
        gender: 'male',
        languages: ['nepali'],
        modes: ['home'],
        times: ['evening'],
      }),
      saved,
    ]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />, ['/teacher-profile']);
    expect(await screen.findByLabelText(/Years of teaching experience/)).toHaveValue('5');
    expect(screen.getByLabelText(/College or school/)).toHaveValue('Amrit Campus');
    expect(screen.getByLabelText('Gender')).toHaveValue('male');
    expect(screen.getByText('Profile 100% complete')).toBeInTheDocument();
    expect(screen.getByText('Your profile is complete. Keep it up to date.')).toBeInTheDocument();

    const languages = screen.getByRole('group', { name: 'Languages you can teach in' });
    expect(within(languages).getByRole('checkbox', { name: 'Nepali' })).toBeChecked();
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Newari' }));
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'English' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Morning' }));
    await userEvent.clear(screen.getByLabelText(/Years of teaching experience/));
    await userEvent.type(screen.getByLabelText(/Years of teaching experience/), '12');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'unspecified');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('at /teacher-profile')).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.teacherProfile)[0]?.body).toMatchObject({
      experienceYears: 12,
      institution: 'Amrit Campus',
      gender: 'unspecified',
      languages: ['nepali', 'english', 'newari'],
      modes: ['home'],
      times: ['morning', 'evening'],
    });
  });

  it('[PROF-3] refuses a phone number in the bio and 61 years with the contract messages, sending nothing', async () => {
    const api = fakeApi([profileRoute()]);
    renderPage('/teacher-profile/edit', <TeacherProfileEditPage />);
    await userEvent.type(await screen.findByLabelText(/About you/), 'Call 9841234567 for lessons');
    await userEvent.type(screen.getByLabelText(/Years of teaching experience/), '61');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.profileTextHasContactDetails)).toBeInTheDocument();
    expect(screen.getByText(MSG.experienceYearsInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/About you/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT', API_PATHS.teacherProfile)).toHaveLength(0);
  });
});
