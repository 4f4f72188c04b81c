import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

/** A button opening a dialog whose "Go" swaps in a form that takes the focus, as a screen does. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {gone ? <input aria-label="First field" autoFocus /> : null}
      {open ? (
        <Modal title="Go somewhere" onClose={() => setOpen(false)}>
          <input aria-label="Where" />
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setGone(true);
            }}
          >
            Go
          </button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('takes the focus to its first control, and Escape gives it back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Where'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where what closed it put it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('First field'));
  });

  it('keeps Tab inside when its last button is disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Modal title="Choose" onClose={() => {}}>
          <input aria-label="Where" />
          <button type="button">Go</button>
          <button type="button" disabled>
            Save
          </button>
        </Modal>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Where'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Where'));
  });
});
