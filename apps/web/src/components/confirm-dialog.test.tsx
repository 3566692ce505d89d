// Issue 14: a confirmation opened from a row's button gives the focus back to that button when it
// closes (Cancel or Esc).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Row() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Another button</button>
      <button type="button" onClick={() => setOpen(true)}>
        Delete request from Sita Sharma
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this request?"
        description="It cannot be undone."
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Esc', () => userEvent.keyboard('{Escape}')],
  ])('gives the focus back to the opening button after %s', async (_how, close) => {
    render(<Row />);
    const opener = screen.getByRole('button', { name: 'Delete request from Sita Sharma' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Delete this request?' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
