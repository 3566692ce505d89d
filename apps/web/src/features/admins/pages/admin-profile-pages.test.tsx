import { API_PATHS, MSG } from '@gharguru/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../../lib/session';
import { fakeApi, messageRoute } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { contactMessage } from '../../../test/records/admin-records';
import AdminPasswordUpdatePage from './admin-password-update-page';
import AdminProfilePage from './admin-profile-page';
import AdminProfileUpdatePage from './admin-profile-update-page';
import ContactFormDataPage from './contact-form-data-page';

beforeEach(() => signIn('admin'));

const adminData = {
  firstName: 'Gita',
  lastName: 'Rai',
  mobile: '9800000000',
  email: 'gita@example.com',
  role: 'admin',
};
const profileRoute = {
  method: 'GET',
  path: API_PATHS.adminProfile,
  answer: { body: { message: 'Admin profile fetched', adminData } },
} as const;

describe('/admin-profile', () => {
  it("[SCR-10] shows the profile read-only with an 'Update Profile' link", async () => {
    fakeApi([profileRoute]);
    renderPage('/admin-profile', <AdminProfilePage />);
    expect(await screen.findByText('gita@example.com')).toBeInTheDocument();
    expect(screen.getByText('Gita')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/admin-profile-update');
  });
});

describe('/admin-profile-update', () => {
  it('[SCR-11] [BEH-22] [VAL-APROF-1] [VAL-APROF-2] disables the names, validates mobile and e-mail with the schema messages', async () => {
    fakeApi([profileRoute]);
    renderPage('/admin-profile-update', <AdminProfileUpdatePage />);
    const first = await screen.findByLabelText('First name');
    expect(first).toBeDisabled();
    expect(first).toHaveValue('Gita');
    expect(screen.getByLabelText('Last name')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/admin-password-update');

    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '98123');
    expect(await screen.findByText(MSG.mobileExact)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('[SCR-11] sends names, mobile and e-mail, then shows the message and returns to the profile', async () => {
    const api = fakeApi([
      profileRoute,
      messageRoute('PUT', API_PATHS.adminProfileEdit, 'Profile updated successfully'),
    ]);
    renderPage('/admin-profile-update', <AdminProfileUpdatePage />, ['/admin-profile']);
    const mobile = await screen.findByLabelText('Mobile number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9811111111');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('at /admin-profile')).toBeInTheDocument();
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.adminProfileEdit)[0]?.body).toEqual({
      firstName: 'Gita',
      lastName: 'Rai',
      mobile: '9811111111',
      email: 'gita@example.com',
    });
  });
});

describe('[SCR-12] /admin-password-update', () => {
  it("shows the schema's messages", async () => {
    fakeApi([]);
    renderPage('/admin-password-update', <AdminPasswordUpdatePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MSG.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    expect(await screen.findByText(MSG.changePasswordMin)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'defgh');
    expect(await screen.findByText(MSG.passwordUppercase)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'ABCDEFGHIJKLM');
    expect(await screen.findByText(MSG.changePasswordMax)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Secret1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Secret2');
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeInTheDocument();
  });

  it('stores the new token and returns to the profile on success', async () => {
    const api = fakeApi([
      {
        method: 'PUT',
        path: API_PATHS.adminChangePassword,
        answer: { body: { message: 'Password changed successfully', accessToken: 'fresh-token' } },
      },
    ]);
    renderPage('/admin-password-update', <AdminPasswordUpdatePage />, ['/admin-profile']);
    await userEvent.type(screen.getByLabelText('Current password'), 'OldPass1');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('at /admin-profile')).toBeInTheDocument();
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    expect(getAccessToken()).toBe('fresh-token');
    expect(api.calls('PUT', API_PATHS.adminChangePassword)[0]?.body).toEqual({
      currentPassword: 'OldPass1',
      newPassword: 'NewPass1',
      conformNewPassword: 'NewPass1',
    });
  });

  it('[BEH-26] stays on the screen with the error shown when the current password is wrong', async () => {
    fakeApi([
      {
        method: 'PUT',
        path: API_PATHS.adminChangePassword,
        answer: {
          status: 400,
          body: { message: MSG.currentPasswordWrong, errors: { currentPassword: MSG.currentPasswordWrong } },
        },
      },
    ]);
    renderPage('/admin-password-update', <AdminPasswordUpdatePage />, ['/admin-profile']);
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong12');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getAllByText(MSG.currentPasswordWrong).length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(MSG.currentPasswordWrong);
    expect(screen.queryByText('at /admin-profile')).not.toBeInTheDocument();
    expect(getAccessToken()).toBe('token-123');
  });
});

describe('[SCR-13] /admin-profile/contact-form-data', () => {
  it("[ERR-4] shows 'Error fetching data' when the list fails", async () => {
    fakeApi([
      { method: 'GET', path: API_PATHS.contactFormData, answer: { status: 403, body: { message: MSG.forbidden } } },
    ]);
    renderPage('/admin-profile/contact-form-data', <ContactFormDataPage />);
    expect(await screen.findByText('Error fetching data', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('[BEH-13] [BEH-14] shows Pending in red, marks a message contacted with no body and deletes after confirmation', async () => {
    const row = contactMessage();
    const api = fakeApi([
      {
        method: 'GET',
        path: API_PATHS.contactFormData,
        answer: { body: { message: 'ok', contactFormData: [row], total: 1 } },
      },
      messageRoute('PUT', API_PATHS.contactFormUpdate(row._id), 'Status updated to Contacted'),
      messageRoute('DELETE', API_PATHS.contactFormDelete(row._id), 'Contact message deleted'),
    ]);
    renderPage('/admin-profile/contact-form-data', <ContactFormDataPage />);
    const chip = (await screen.findAllByText('Pending'))[0];
    expect(chip?.className).toContain('bg-red-100');

    await userEvent.click(screen.getAllByRole('button', { name: /^Mark Contacted / })[0] as HTMLElement);
    expect(await screen.findByText('Status updated to Contacted')).toBeInTheDocument();
    expect(api.calls('PUT', API_PATHS.contactFormUpdate(row._id))[0]?.init?.body).toBeUndefined();

    await userEvent.click(screen.getAllByRole('button', { name: /^Delete / })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(api.calls('DELETE', API_PATHS.contactFormDelete(row._id))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contact message deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', API_PATHS.contactFormDelete(row._id))).toHaveLength(1);
  });
});
