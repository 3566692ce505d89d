import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NotificationArea } from './notification-area';
import { notify, resetNotification } from './notification-store';

describe('NotificationArea', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetNotification();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success message and hides it after 4000 ms', () => {
    renderWithProviders(
      <MemoryRouter>
        <NotificationArea />
      </MemoryRouter>,
    );
    act(() => notify.success('Request sent'));
    expect(screen.getByRole('status')).toHaveTextContent('Request sent');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Request sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Request sent')).not.toBeInTheDocument();
  });

  it('shows "Something went wrong" for an error without a message', () => {
    renderWithProviders(
      <MemoryRouter>
        <NotificationArea />
      </MemoryRouter>,
    );
    act(() => notify.error());
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('does not close on a click elsewhere, only through its close button', () => {
    renderWithProviders(
      <MemoryRouter>
        <p>elsewhere</p>
        <NotificationArea />
      </MemoryRouter>,
    );
    act(() => notify.error('Network Error'));
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    fireEvent.click(screen.getByText('elsewhere'));
    fireEvent.click(document.body);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restarts the 4000 ms when a new message replaces an open one', () => {
    renderWithProviders(
      <MemoryRouter>
        <NotificationArea />
      </MemoryRouter>,
    );
    act(() => notify.success('first'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => notify.error('second'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
