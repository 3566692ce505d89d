import { MSG } from '@gharguru/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotification } from '../../../components/notification/notification-store';
import { answerWith, renderPage, sentBody } from '../../../test/page';
import FindTutorPage from './find-tutor-page';

describe('Find a Tutor page', () => {
  beforeEach(() => resetNotification());
  afterEach(() => vi.unstubAllGlobals());

  it('[BEH-20] shows the required messages for every missing field on submit and sends nothing', async () => {
    const fetchMock = answerWith(201, { message: 'ok' });
    renderPage('/contact-student', <FindTutorPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
    for (const message of [
      MSG.firstNameRequired,
      MSG.lastNameRequired,
      MSG.mobileRequired,
      MSG.classRequired,
      MSG.subjectsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[DATA-10] [BEH-22] validates on blur with the contract message', async () => {
    renderPage('/contact-student', <FindTutorPage />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '98012');
    await userEvent.tab();
    expect(await screen.findByText(MSG.mobileExact)).toBeInTheDocument();
  });

  it('[LIM-4] [FIX-2] starts with Morning and an empty city and area that only suggest Kathmandu and Koteshwor, sends subjects as an array, then resets', async () => {
    const fetchMock = answerWith(201, { message: 'Your tuition request is received. We will call you soon' });
    renderPage('/contact-student', <FindTutorPage />);
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveAttribute('placeholder', 'e.g. Kathmandu');
    expect(screen.getByLabelText('Area / Tole')).toHaveValue('');
    expect(screen.getByLabelText('Area / Tole')).toHaveAttribute('placeholder', 'e.g. Koteshwor');
    await userEvent.type(screen.getByLabelText('City'), 'Kathmandu');
    await userEvent.type(screen.getByLabelText('Area / Tole'), 'Koteshwor');
    await userEvent.type(screen.getByLabelText('First name'), 'Sita');
    await userEvent.type(screen.getByLabelText('Last name'), 'Sharma');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
    await userEvent.selectOptions(screen.getByLabelText('Class'), '10');
    await userEvent.type(screen.getByLabelText('Subjects'), 'Maths, Science ,');
    await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));

    expect(await screen.findByText('Your tuition request is received. We will call you soon')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      firstName: 'Sita',
      lastName: 'Sharma',
      mobile: '9801234567',
      class: '10',
      subjects: ['Maths', 'Science'],
      timing: 'Morning',
      city: 'Kathmandu',
      area: 'Koteshwor',
    });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
  });

  it('[FIX-3] takes a mobile number typed in Nepali digits and sends it in ASCII digits', async () => {
    const fetchMock = answerWith(201, { message: 'Your tuition request is received. We will call you soon' });
    renderPage('/contact-student', <FindTutorPage />);
    await userEvent.type(screen.getByLabelText('First name'), 'Sita');
    await userEvent.type(screen.getByLabelText('Last name'), 'Sharma');
    await userEvent.type(screen.getByLabelText('Mobile number'), '९८५१२३४५६७');
    await userEvent.tab();
    expect(screen.queryByText(MSG.mobileExact)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Class'), '10');
    await userEvent.type(screen.getByLabelText('Subjects'), 'Maths');
    await userEvent.type(screen.getByLabelText('City'), 'Kathmandu');
    await userEvent.type(screen.getByLabelText('Area / Tole'), 'Koteshwor');
    await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ mobile: '9851234567' });
  });

  it('shows the server message as an error notification and keeps the values', async () => {
    answerWith(429, { message: MSG.tooManyRequests });
    renderPage('/contact-student', <FindTutorPage />);
    await userEvent.type(screen.getByLabelText('First name'), 'Sita');
    await userEvent.type(screen.getByLabelText('Last name'), 'Sharma');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9801234567');
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'Bachelor');
    await userEvent.type(screen.getByLabelText('Subjects'), 'Accounts');
    await userEvent.type(screen.getByLabelText('City'), 'Pokhara');
    await userEvent.type(screen.getByLabelText('Area / Tole'), 'Lakeside');
    await userEvent.click(screen.getByRole('button', { name: 'Post Tuition Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyRequests);
    expect(screen.getByLabelText('First name')).toHaveValue('Sita');
  });
});
