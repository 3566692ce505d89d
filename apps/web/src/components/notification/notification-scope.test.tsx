import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, type RouteObject, useNavigate, useRoutes } from '../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { MemoryRouter } from '../../test/memory-router';
import { NotificationArea } from './notification-area';
import { notify, resetNotification } from './notification-store';

function SaveAndMove() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        await Promise.resolve();
        notify.success('Saved');
        await navigate('/details');
      }}
    >
      Save
    </button>
  );
}

const pages: RouteObject[] = [
  {
    path: '/form',
    element: (
      <>
        <SaveAndMove />
        <Link to="/other">Other page</Link>
      </>
    ),
  },
  { path: '/details', element: <Link to="/other">Other page</Link> },
  { path: '/other', element: <p>Other</p> },
];

function Pages() {
  return useRoutes(pages);
}

function renderPages() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/form']}>
        <Pages />
        <NotificationArea />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('a notification belongs to the page that raised it (issue 14)', () => {
  beforeEach(() => resetNotification());

  it('closes when the person moves to another page', () => {
    renderPages();
    act(() => notify.error('Invalid email or password'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Other page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByText('Other')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("moves along with its own action's page change, and closes on the next one", async () => {
    renderPages();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Save' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('link', { name: 'Other page' })).toBeInTheDocument();

    fireEvent.pointerDown(screen.getByRole('link', { name: 'Other page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByText('Other')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
