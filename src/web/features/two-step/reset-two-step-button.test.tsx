import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { ResetTwoStepButton } from './reset-two-step-button';

describe('ResetTwoStepButton', () => {
  it('asks first, then resets the user through the API and says so', async () => {
    const fetchMock = stubFetch({
      'DELETE /api/v1/users/5/two-step': reply(200, { message: 'Two-step sign-in reset', id: 5 }),
    });
    const onReset = vi.fn();
    render(<ResetTwoStepButton userId={5} username="ada" onReset={onReset} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Reset two-step sign-in for ada?');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing when cancelled, and shows the server’s refusal', async () => {
    const fetchMock = stubFetch({
      'DELETE /api/v1/users/6/two-step': reply(403, { message: 'You do not have permission' }),
    });
    const onReset = vi.fn();
    render(<ResetTwoStepButton userId={6} username="bo" onReset={onReset} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission');
    expect(onReset).not.toHaveBeenCalled();
  });
});
