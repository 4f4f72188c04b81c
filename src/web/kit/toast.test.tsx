import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast({ message: 'Client added', link: { to: '/c/7', label: 'View client' } })}
    >
      Add
    </button>
  );
}

describe('the toast', () => {
  it('announces success politely with a link to what was made, then goes away', () => {
    render(
      <MemoryRouter>
        <ToastProvider>
          <Harness />
        </ToastProvider>
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Client added');
    expect(screen.getByRole('link', { name: 'View client' }).getAttribute('href')).toBe('/c/7');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByText('Client added')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Client added')).toBeNull();
  });
});
