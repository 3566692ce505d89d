import { API_PATHS, MSG, type TuitionRecord, englishMessage, say } from '@gharguru/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, messageRoute } from '../../../test/fake-api';
import { renderAt, renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { profileRoute } from '../../../test/records/teacher-records';
import AddTuitionPage from './add-tuition-page';
import TeacherDashboardPage from './teacher-dashboard-page';
import TuitionDetailsPage from './tuition-details-page';
import TuitionEditPage from './tuition-edit-page';

beforeEach(() => signIn('teacher'));

const post: TuitionRecord = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'SEE Maths',
  subjects: ['Maths', 'Science'],
  forClass: 'Secondary',
  price: 5000,
  priceType: 'monthly',
  teacherDetails: 'Ten years of teaching',
  status: 'Pending',
  listed: false,
  teacherId: '66666666-6666-4666-8666-666666666666',
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-01-15T10:00:00.000Z',
};

const postsRoute = (posts: TuitionRecord[], total = posts.length) =>
  ({ method: 'POST', path: API_PATHS.tuitionPosts, answer: { body: { message: 'ok', posts, total } } }) as const;

describe('/teacher-dashboard', () => {
  it("[SCR-14] [API-22] shows 'Add Tuition' when the stored role is teacher and asks for page 1, limit 10", async () => {
    const api = fakeApi([postsRoute([post])]);
    renderPage('/teacher-dashboard', <TeacherDashboardPage />);
    expect(screen.getByRole('link', { name: 'Add Tuition' })).toHaveAttribute('href', '/add-tuition');
    expect((await screen.findAllByRole('link', { name: 'View: SEE Maths' }))[0]).toHaveAttribute(
      'href',
      `/tution-details/${post._id}`,
    );
    expect(api.calls('POST', API_PATHS.tuitionPosts)[0]?.body).toEqual({ page: 1, limit: 10 });
    // Ten posts or fewer: no paging controls, as requirements LIM-2 says.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("[SCR-14] hides 'Add Tuition' for any other stored role", async () => {
    signIn('admin');
    fakeApi([postsRoute([])]);
    renderPage('/teacher-dashboard', <TeacherDashboardPage />);
    expect(await screen.findByText(MSG.noTuitions)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Tuition' })).not.toBeInTheDocument();
  });

  it('[LIM-2] shows the spinner, then pages through more than 10 posts', async () => {
    const api = fakeApi([postsRoute([post], 12)]);
    renderPage('/teacher-dashboard', <TeacherDashboardPage />);
    expect(within(screen.getByRole('region', { name: /^My tuition posts/ })).getByRole('status')).toHaveTextContent(
      'Loading…',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls('POST', API_PATHS.tuitionPosts).at(-1)?.body).toEqual({ page: 2, limit: 10 }));
  });
});

describe('/teacher-dashboard and the public directory (issue 9)', () => {
  const verificationRoute = (verifiedAt: string | null) => profileRoute({ verified: verifiedAt !== null, verifiedAt });
  const listedPost: TuitionRecord = {
    ...post,
    _id: '55555555-5555-4555-8555-999999999999',
    name: 'Class 12 Physics',
    status: 'Completed',
    listed: true,
  };

  it('[DIR-2] says which posts are listed and that the teacher is verified, with the date', async () => {
    fakeApi([postsRoute([post, listedPost]), verificationRoute('2026-02-01T10:00:00.000Z')]);
    renderPage('/teacher-dashboard', <TeacherDashboardPage />);
    expect(await screen.findByTestId('verification')).toHaveTextContent(
      'Verified by GharGuru on 1 February 2026: your listed offers show a verified badge.',
    );
    expect((await screen.findAllByText('Listed in the directory')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not listed: waiting for an admin to approve it').length).toBeGreaterThan(0);
  });

  it('[DIR-2] says when the teacher is not verified yet', async () => {
    fakeApi([postsRoute([post]), verificationRoute(null)]);
    renderPage('/teacher-dashboard', <TeacherDashboardPage />);
    expect(await screen.findByTestId('verification')).toHaveTextContent(/^Not verified yet/);
  });
});

describe('/add-tuition', () => {
  it("[SCR-15] shows the schema's messages", async () => {
    fakeApi([]);
    renderPage('/add-tuition', <AddTuitionPage />);
    expect(screen.getByLabelText('Charged')).toHaveValue('monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tuition' }));
    expect(await screen.findByText(MSG.tuitionNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.subjectsRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.classRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.priceRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Tuition name'), 'x'.repeat(51));
    expect(await screen.findByText(MSG.tuitionNameMax)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Price (Rs.)'), '-5');
    expect(await screen.findByText(MSG.pricePositive)).toBeInTheDocument();
  });

  it('[SCR-15] [VAL-POST-2] [FIX-3] sends split subjects and a numeric price (typed in Nepali digits), then returns to the dashboard', async () => {
    const api = fakeApi([
      {
        method: 'POST',
        path: API_PATHS.tuitionAdd,
        answer: { status: 201, body: { message: 'Tuition added successfully' } },
      },
    ]);
    renderAt('/add-tuition', '/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    await userEvent.type(screen.getByLabelText('Tuition name'), 'SEE Maths');
    await userEvent.type(screen.getByLabelText('Subjects'), 'Maths, Science ,');
    await userEvent.selectOptions(screen.getByLabelText('For class'), '+2-11th');
    await userEvent.type(screen.getByLabelText('Price (Rs.)'), '५०००');
    await userEvent.selectOptions(screen.getByLabelText('Charged'), 'hourly');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tuition' }));
    expect(await screen.findByText('at /teacher-dashboard')).toBeInTheDocument();
    expect(screen.getByText('Tuition added successfully')).toBeInTheDocument();
    expect(api.calls('POST', API_PATHS.tuitionAdd)[0]?.body).toMatchObject({
      name: 'SEE Maths',
      subjects: ['Maths', 'Science'],
      forClass: '+2-11th',
      price: 5000,
      priceType: 'hourly',
    });
  });
});

describe('/tution-details/{id}', () => {
  const detailsPath = `/tution-details/${post._id}`;

  it('[SCR-16] [LIM-8] [DEC-9] shows the post with the price in rupees', async () => {
    fakeApi([{ method: 'GET', path: API_PATHS.tuitionPost(post._id), answer: { body: { message: 'ok', post } } }]);
    renderAt('/tution-details/:id', detailsPath, <TuitionDetailsPage />);
    expect(await screen.findByRole('heading', { name: 'SEE Maths' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 5,000 / month')).toBeInTheDocument();
    expect(screen.getByText('Maths, Science')).toBeInTheDocument();
  });

  it('says whether the post is listed, and links a listed one to its public page', async () => {
    const listed = { ...post, status: 'Completed', listed: true } as const;
    fakeApi([
      { method: 'GET', path: API_PATHS.tuitionPost(post._id), answer: { body: { message: 'ok', post: listed } } },
    ]);
    renderAt('/tution-details/:id', detailsPath, <TuitionDetailsPage />);
    expect(await screen.findByText('Listed in the directory', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it as families do' })).toHaveAttribute('href', `/tutors/${post._id}`);
  });

  it('[SCR-16] [BEH-25] [API-24] Edit sends the whole post to the edit endpoint, then opens the edit screen', async () => {
    const api = fakeApi([
      { method: 'GET', path: API_PATHS.tuitionPost(post._id), answer: { body: { message: 'ok', post } } },
      messageRoute('PUT', API_PATHS.tuitionEdit(post._id), 'Tuition updated successfully'),
    ]);
    renderAt('/tution-details/:id', detailsPath, <TuitionDetailsPage />, [`/tution/edit/${post._id}`]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(`at /tution/edit/${post._id}`)).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.tuitionEdit(post._id))[0]?.body).toEqual(post);
  });

  it('[BEH-25] stays on the details when the edit call fails', async () => {
    fakeApi([
      { method: 'GET', path: API_PATHS.tuitionPost(post._id), answer: { body: { message: 'ok', post } } },
      {
        method: 'PUT',
        path: API_PATHS.tuitionEdit(post._id),
        answer: { status: 403, body: { message: MSG.forbidden } },
      },
    ]);
    renderAt('/tution-details/:id', detailsPath, <TuitionDetailsPage />, [`/tution/edit/${post._id}`]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(MSG.forbidden)).toBeInTheDocument();
    expect(screen.queryByText(`at /tution/edit/${post._id}`)).not.toBeInTheDocument();
  });

  it('[SCR-16] Delete asks first, then deletes and returns to the dashboard', async () => {
    const api = fakeApi([
      { method: 'GET', path: API_PATHS.tuitionPost(post._id), answer: { body: { message: 'ok', post } } },
      messageRoute('DELETE', API_PATHS.tuitionDelete(post._id), 'Tuition deleted successfully'),
    ]);
    renderAt('/tution-details/:id', detailsPath, <TuitionDetailsPage />, ['/teacher-dashboard']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this tuition post?' });
    expect(api.calls('DELETE', API_PATHS.tuitionDelete(post._id))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('at /teacher-dashboard')).toBeInTheDocument();
    expect(screen.getByText('Tuition deleted successfully')).toBeInTheDocument();
  });

  it("[SCR-16] [ERR-5] shows 'No data found for ID {id}' when there is no such post", async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.tuitionPost(post._id),
        answer: { status: 404, body: say('noDataForId', { id: post._id }) },
      },
    ]);
    renderAt('/tution-details/:id', detailsPath, <TuitionDetailsPage />);
    expect(await screen.findByText(englishMessage('noDataForId', { id: post._id }))).toBeInTheDocument();
  });

  it("shows the server's 403 message for another teacher's post", async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.tuitionPost(post._id),
        answer: { status: 403, body: { message: MSG.forbidden } },
      },
    ]);
    renderAt('/tution-details/:id', detailsPath, <TuitionDetailsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${MSG.forbidden}`);
  });
});

describe('/tution/edit/{id}', () => {
  it('[SCR-17] prefills the form, sends the changes and opens the details', async () => {
    const api = fakeApi([
      { method: 'GET', path: API_PATHS.tuitionPost(post._id), answer: { body: { message: 'ok', post } } },
      messageRoute('PUT', API_PATHS.tuitionEdit(post._id), 'Tuition updated successfully'),
    ]);
    renderAt('/tution/edit/:id', `/tution/edit/${post._id}`, <TuitionEditPage />, [`/tution-details/${post._id}`]);
    expect(await screen.findByLabelText('Subjects')).toHaveValue('Maths, Science');
    expect(screen.getByLabelText('Tuition name')).toHaveValue('SEE Maths');
    expect(screen.getByLabelText('For class')).toHaveValue('Secondary');
    expect(screen.getByLabelText('Price (Rs.)')).toHaveValue('5000');

    await userEvent.clear(screen.getByLabelText('Price (Rs.)'));
    expect(await screen.findByText(MSG.priceRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Price (Rs.)'), '6000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`at /tution-details/${post._id}`)).toBeInTheDocument();
    expect(screen.getByText('Tuition updated successfully')).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.tuitionEdit(post._id))[0]?.body).toMatchObject({
      price: 6000,
      subjects: ['Maths', 'Science'],
    });
  });
});
