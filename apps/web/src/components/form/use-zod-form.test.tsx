// useZodForm without React Hook Form: the behaviours the forms rely on, on a contract schema given
// and on one loaded on first use (messages on blur and change, a
// submit that shows every message and focuses the first field in error, the schema's output to the
// action, disabled fields left out, the server's field messages, reset, a validation that cannot be
// downloaded).
import { ContactMessageSchema } from '@gharguru/contract/forms';
import { type ContactMessageInput, MSG } from '@gharguru/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { connectionStatus, useConnectionLost } from '../../lib/connection-status';
import { TextField } from './field';
import { type FormSchemaSource, useZodForm } from './use-zod-form';

const EMPTY: ContactMessageInput = { firstName: '', lastName: '', email: '', mobileNo: '', subject: '', message: '' };

/** Fills the required fields with valid values and presses Send. */
async function sendValidMessage() {
  await userEvent.type(screen.getByLabelText('First name'), 'Sita');
  await userEvent.type(screen.getByLabelText('Last name'), 'Sharma');
  await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
  await userEvent.type(screen.getByLabelText('Subject'), 'Maths');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

function ContactForm({
  schema = ContactMessageSchema,
  action,
  lockLastName = false,
  report = () => undefined,
}: {
  schema?: FormSchemaSource<ContactMessageInput, unknown>;
  action: (values: unknown) => Promise<void>;
  lockLastName?: boolean;
  report?: (message: unknown) => void;
}) {
  const form = useZodForm(schema, EMPTY);
  const onSubmit = form.submit(action, { onSuccess: () => form.reset(EMPTY), report });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="First name" {...form.field('firstName')} />
      <TextField label="Last name" {...form.field('lastName', { disabled: lockLastName })} />
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Mobile" {...form.field('mobileNo')} />
      <TextField label="Subject" {...form.field('subject')} />
      <p>{form.formState.isSubmitting ? 'sending' : 'idle'}</p>
      <p>{`submits: ${form.formState.submitCount}`}</p>
      <button type="submit">Send</button>
    </form>
  );
}

function ConnectionState() {
  return <p>{useConnectionLost() ? 'connection lost' : 'connected'}</p>;
}

describe('useZodForm', () => {
  it('shows a field’s message on blur and clears it on change', async () => {
    render(<ContactForm action={vi.fn()} />);
    const first = screen.getByLabelText('First name');
    fireEvent.blur(first);
    expect(await screen.findByText(MSG.contactFirstNameRequired)).toBeInTheDocument();
    // Only the field that was left shows its message.
    expect(screen.queryByText(MSG.subjectRequired)).not.toBeInTheDocument();
    await userEvent.type(first, 'Sita');
    expect(screen.queryByText(MSG.contactFirstNameRequired)).not.toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'false');
  });

  it('[BEH-21] is submitting while the action runs', async () => {
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm action={action} />);
    await sendValidMessage();
    expect(await screen.findByText('sending')).toBeInTheDocument();
    finish();
    expect(await screen.findByText('idle')).toBeInTheDocument();
    expect(screen.getByText('submits: 1')).toBeInTheDocument();
  });

  it('on submit shows every message, focuses the first field in error and sends nothing', async () => {
    const action = vi.fn(async () => undefined);
    render(<ContactForm action={action} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Sita');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MSG.contactLastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.contactMobile)).toBeInTheDocument();
    expect(screen.getByText(MSG.subjectRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByText('submits: 1')).toBeInTheDocument();
  });

  for (const [name, schema] of [
    ['given', ContactMessageSchema],
    ['loaded on first use', () => Promise.resolve(ContactMessageSchema)],
  ] as const) {
    it(`hands the schema's output to the action, then resets (${name} schema)`, async () => {
      const action = vi.fn(async () => undefined);
      render(<ContactForm schema={schema} action={action} />);
      await userEvent.type(screen.getByLabelText('First name'), '  Sita ');
      await userEvent.type(screen.getByLabelText('Last name'), 'Sharma');
      await userEvent.type(screen.getByLabelText('Email'), 'Sita@Example.COM');
      await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
      await userEvent.type(screen.getByLabelText('Subject'), 'Maths');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
      expect(action).toHaveBeenCalledWith({
        firstName: 'Sita',
        lastName: 'Sharma',
        email: 'sita@example.com',
        mobileNo: '9876543210',
        subject: 'Maths',
        message: '',
      });
      await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
      expect(screen.getByText('idle')).toBeInTheDocument();
      expect(screen.getByText('submits: 1')).toBeInTheDocument();
    });
  }

  it('leaves a disabled field out of the values it validates and sends', async () => {
    const action = vi.fn(async () => undefined);
    render(<ContactForm action={action} lockLastName />);
    expect(screen.getByLabelText('Last name')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First name'), 'Sita');
    await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
    await userEvent.type(screen.getByLabelText('Subject'), 'Maths');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The schema requires a last name: the disabled field's value is not there, so nothing is sent.
    expect(await screen.findByText(MSG.contactLastNameRequired)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages under their fields, keeping the values', async () => {
    const action = vi.fn(async () => {
      throw new ApiError(MSG.mobileExact, 400, { mobileNo: MSG.mobileExact }, 'mobileExact', undefined, {
        mobileNo: 'mobileExact',
      });
    });
    render(<ContactForm action={action} />);
    await sendValidMessage();
    expect(await screen.findByText(MSG.mobileExact)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876543210');
  });

  it('loads a lazy schema on the first focus and validates with it', async () => {
    const load = vi.fn(async () => ContactMessageSchema);
    render(<ContactForm schema={load} action={vi.fn()} />);
    expect(load).not.toHaveBeenCalled();
    const first = screen.getByLabelText('First name');
    fireEvent.focus(first);
    fireEvent.blur(first);
    expect(await screen.findByText(MSG.contactFirstNameRequired)).toBeInTheDocument();
    await userEvent.type(first, 'Sita');
    expect(screen.queryByText(MSG.contactFirstNameRequired)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a lost connection when the validation cannot be downloaded, sends nothing, and tries again', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return ContactMessageSchema;
    });
    const action = vi.fn(async () => undefined);
    const report = vi.fn();
    render(
      <>
        <ContactForm schema={load} action={action} report={report} />
        <ConnectionState />
      </>,
    );
    await userEvent.type(screen.getByLabelText('First name'), 'Sita');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith({ message: MSG.networkError, code: 'networkError' }));
    expect(screen.getByText('connection lost')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('Sita');

    online = true;
    connectionStatus.answered();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MSG.contactLastNameRequired)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });
});
