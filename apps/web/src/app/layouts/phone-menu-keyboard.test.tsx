// Issue 14: Esc closes the phone menu and gives the focus back to the menu button.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { SiteHeader } from './site-header';

describe('the phone menu', () => {
  it('closes on Esc, with the focus back on its button', async () => {
    renderRoutes([{ path: '*', element: <SiteHeader /> }], '/home');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Somewhere inside the menu, as a keyboard user would be.
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('leaves Esc alone while closed', async () => {
    renderRoutes([{ path: '*', element: <SiteHeader /> }], '/home');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveFocus();
  });
});
