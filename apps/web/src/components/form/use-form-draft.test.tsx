// The tuition post form keeps a draft of what was typed in the tab (issue 14): a reload brings it
// back; saving or Cancel drops it.
import { API_PATHS } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import AddTuitionPage from '../../features/tuitions/pages/add-tuition-page';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/page';
import { signIn } from '../../test/render';
import { resetNotification } from '../notification/notification-store';

beforeEach(() => {
  window.sessionStorage.clear();
  resetNotification();
  signIn('teacher');
});
afterEach(() => vi.unstubAllGlobals());

const details = 'Ten years of SEE classes; evenings in Lalitpur and Patan.';

async function typeDraft() {
  await userEvent.type(screen.getByLabelText('Tuition name'), 'SEE Maths');
  await userEvent.type(screen.getByLabelText(/About this tuition/), details);
}

describe('the draft of a tuition post', () => {
  it('survives a reload in the same tab', async () => {
    const first = renderPage('/add-tuition', <AddTuitionPage />);
    await typeDraft();
    first.unmount();

    renderPage('/add-tuition', <AddTuitionPage />);
    expect(screen.getByLabelText('Tuition name')).toHaveValue('SEE Maths');
    expect(screen.getByLabelText(/About this tuition/)).toHaveValue(details);
    expect(screen.getByLabelText('Subjects')).toHaveValue('');
  });

  it('is dropped once the post is saved', async () => {
    fakeApi([{ method: 'POST', path: API_PATHS.tuitionAdd, answer: { status: 201, body: { message: 'Added' } } }]);
    const first = renderPage('/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    await typeDraft();
    await userEvent.type(screen.getByLabelText('Subjects'), 'Maths');
    await userEvent.selectOptions(screen.getByLabelText('For class'), 'Secondary');
    await userEvent.type(screen.getByLabelText('Price (Rs.)'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tuition' }));
    expect(await screen.findByText('at /teacher-dashboard')).toBeInTheDocument();
    first.unmount();

    renderPage('/add-tuition', <AddTuitionPage />);
    expect(screen.getByLabelText('Tuition name')).toHaveValue('');
    expect(screen.getByLabelText(/About this tuition/)).toHaveValue('');
  });

  it('is dropped by Cancel', async () => {
    const first = renderPage('/add-tuition', <AddTuitionPage />, ['/teacher-dashboard']);
    await typeDraft();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('at /teacher-dashboard')).toBeInTheDocument();
    first.unmount();

    renderPage('/add-tuition', <AddTuitionPage />);
    expect(screen.getByLabelText('Tuition name')).toHaveValue('');
  });
});
