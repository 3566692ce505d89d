import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../test/memory-router';
import { renderWithProviders } from '../../test/render';
import { NotificationArea } from './notification-area';
import { notify, resetNotification } from './notification-store';

/** The notification area on a page (in a router, as in the site layout), after `content`. */
function renderArea(content?: ReactNode) {
  return renderWithProviders(
    <MemoryRouter>
      {content}
      <NotificationArea />
    </MemoryRouter>,
  );
}

describe('[DATA-9] [BEH-16] NotificationArea', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetNotification();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[BEH-17] [LIM-6] shows a success message and hides it after 4000 ms', () => {
    renderArea();
    act(() => notify.success('Request sent'));
    expect(screen.getByRole('status')).toHaveTextContent('Request sent');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Request sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Request sent')).not.toBeInTheDocument();
  });

  it('[BEH-18] [ERR-2] shows "Something went wrong" for an error without a message', () => {
    renderArea();
    act(() => notify.error());
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('[BEH-18] [BEH-19] does not close on a click elsewhere, only through its close button', () => {
    renderArea(<p>elsewhere</p>);
    act(() => notify.error('Network Error'));
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    fireEvent.click(screen.getByText('elsewhere'));
    fireEvent.click(document.body);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restarts the 4000 ms when a new message replaces an open one', () => {
    renderArea();
    act(() => notify.success('first'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => notify.error('second'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
