import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_ACTION_MS, TOAST_MS, ToastProvider, useToast } from './toast';

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

function UndoHarness({ run }: { run: () => Promise<void> }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast({ message: 'Client “Acme” deleted', action: { label: 'Undo', run } })}
    >
      Delete
    </button>
  );
}

const renderUndo = (run: () => Promise<void>) =>
  render(
    <MemoryRouter>
      <ToastProvider>
        <UndoHarness run={run} />
      </ToastProvider>
    </MemoryRouter>,
  );

describe('a toast with an action', () => {
  it('offers the action as a real button in the live region, for ten seconds', () => {
    renderUndo(async () => {});
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    const region = screen.getByRole('status');
    const undo = within(region).getByRole('button', { name: 'Undo' });
    expect(undo.tagName).toBe('BUTTON');
    expect(region.textContent).toContain('Client “Acme” deleted');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_ACTION_MS - TOAST_MS));
    expect(screen.queryByText('Client “Acme” deleted')).toBeNull();
  });

  it('runs the action once, stays while it runs, and then closes', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUndo(run);
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.click());
    act(() => undo.click());
    expect(run).toHaveBeenCalledTimes(1);
    expect(undo.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(TOAST_ACTION_MS * 2));
    expect(screen.queryByText('Client “Acme” deleted')).not.toBeNull();
    await act(async () => finish());
    expect(screen.queryByText('Client “Acme” deleted')).toBeNull();
  });

  it('waits while the focus is in it, so the keyboard can reach Undo in time', () => {
    renderUndo(async () => {});
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(TOAST_ACTION_MS * 3));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Delete' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_ACTION_MS));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
