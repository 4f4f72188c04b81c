import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog';

afterEach(cleanup);

function Harness({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const [confirm, dialog] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void confirm({
            title: 'Delete it?',
            message: 'Gone for good.',
            confirmLabel: 'Delete',
          }).then(onAnswer)
        }
      >
        Open
      </button>
      {dialog}
    </>
  );
}

describe('the confirmation dialog', () => {
  it('is an alertdialog that takes the focus on its safe choice, and traps Tab', async () => {
    const answers: boolean[] = [];
    const user = userEvent.setup();
    render(<Harness onAnswer={(ok) => answers.push(ok)} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(answers).toEqual([true]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('cancels on Escape and on Cancel', async () => {
    const answers: boolean[] = [];
    const user = userEvent.setup();
    render(<Harness onAnswer={(ok) => answers.push(ok)} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answers).toEqual([false, false]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
