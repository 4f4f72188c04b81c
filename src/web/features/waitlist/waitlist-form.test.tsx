import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WAITLIST_JOINED } from '../../../shared/waitlist';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { WaitlistForm } from './waitlist-form';

async function join(email: string) {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
}

// The form links to the privacy page, so it renders inside a router.
const renderForm = () =>
  render(
    <MemoryRouter>
      <WaitlistForm />
    </MemoryRouter>,
  );

const status = () => document.querySelector('[role="status"]');

describe('waitlist form', () => {
  it("posts the trimmed address and announces the server's answer politely", async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/waitlist': reply(200, { message: WAITLIST_JOINED }),
    });
    await join('  ada@example.com ');
    // The server's words: the address counts once confirmed, which the form cannot know.
    await waitFor(() => expect(status()?.textContent).toBe(WAITLIST_JOINED));
    expect(status()?.getAttribute('aria-live')).toBe('polite');
    expect(sentBody(fetchMock, 0)).toEqual({ email_address: 'ada@example.com' });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('falls back to the same words as the server when the answer has no message', async () => {
    stubFetch({ 'POST /api/v1/waitlist': reply(200, {}) });
    await join('ada@example.com');
    await waitFor(() => expect(status()?.textContent).toBe(WAITLIST_JOINED));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("shows the server's 422 message next to the field", async () => {
    stubFetch({
      'POST /api/v1/waitlist': reply(422, {
        message: 'Validation failed: email_address must be a valid email address',
        errors: { email_address: ['must be a valid email address'] },
      }),
    });
    await join('not-an-address');
    const input = screen.getByLabelText('Email address');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Email address must be a valid email address',
      ),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(status()?.textContent).toBe('');
  });

  it('shows other failures (e.g. 429) with their message', async () => {
    stubFetch({
      'POST /api/v1/waitlist': reply(429, {
        message: 'Too many sign-ups from this address. Try again later.',
      }),
    });
    await join('ada@example.com');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many sign-ups from this address. Try again later.',
      ),
    );
  });

  it('shows a loading state while the request is pending', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await join('ada@example.com');
    const button = screen.getByRole('button', { name: 'Joining…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer(reply(200, { message: WAITLIST_JOINED }));
    await waitFor(() => expect(status()?.textContent).toBe(WAITLIST_JOINED));
    expect(
      screen.getByRole('button', { name: 'Join the waitlist' }).getAttribute('aria-busy'),
    ).toBe('false');
  });

  it('links to the privacy page from the hint the field is described by', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'How we keep it and how to be removed' });
    expect(link.getAttribute('href')).toBe('/privacy');
    const hint = screen.getByLabelText('Email address').getAttribute('aria-describedby');
    expect(document.getElementById(hint!)?.contains(link)).toBe(true);
  });
});
