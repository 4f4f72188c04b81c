import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../shared/mail';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const FIRST_PAGE = 'GET /api/v1/outbox?limit=20&offset=0';

const mail = (id: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  to: `person${id}@example.com`,
  subject: `Subject ${id}`,
  text: `Hello <b>${id}</b>\nFollow https://example.com/reset-password/abc${id}`,
  links: [`https://example.com/reset-password/abc${id}`, 'javascript:alert(1)'],
  state: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-20T10:00:00.000Z',
  sent_at: '2026-11-20T10:00:05.000Z',
  next_attempt_at: null,
  ...overrides,
});

const outbox = (mail_configured: boolean, entries: OutboxEntry[]) =>
  reply(200, { mail_configured, entries }, { 'X-Total-Count': String(entries.length) });

describe('the Outbox screen', () => {
  it('says mail is not configured, and shows each mail with its state', async () => {
    stubFetch({
      [FIRST_PAGE]: outbox(false, [
        mail(3, { state: 'waiting', attempts: 0, sent_at: null }),
        mail(2, { state: 'failed', attempts: 5, last_error: '550 no such user', sent_at: null }),
        mail(1),
      ]),
    });
    renderApp('/dashboard/outbox', signedInAs('superuser'));
    expect((await screen.findByRole('note')).textContent).toBe(
      'Mail is not configured: mails wait here. Set SMTP_URL and MAIL_FROM to send them (see docs/operations.md).',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
    expect(screen.getByText('3 mails')).toBeTruthy();
    const badges = [...document.querySelectorAll('.kit-badge')].map((b) => b.textContent);
    expect(badges).toEqual(['Waiting', 'Failed', 'Sent']);
    expect(screen.getByText('Last error: 550 no such user')).toBeTruthy();
    expect(screen.getByText('5 attempts')).toBeTruthy();
    // Only a failed mail can be sent again.
    expect(screen.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
  });

  it('says nothing about configuration when mail is configured; empty says so', async () => {
    stubFetch({ [FIRST_PAGE]: outbox(true, []) });
    renderApp('/dashboard/outbox', signedInAs('superuser'));
    expect(await screen.findByText('No mail yet.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows a mail’s text as text and only its web links as links', async () => {
    stubFetch({ [FIRST_PAGE]: outbox(true, [mail(1)]) });
    const user = userEvent.setup();
    renderApp('/dashboard/outbox', signedInAs('superuser'));
    const show = await screen.findByRole('button', {
      name: 'Show the mail to person1@example.com',
    });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('pre')?.textContent).toContain('Hello <b>1</b>');
    expect(document.querySelector('pre b')).toBeNull();
    const links = within(screen.getByRole('list', { name: 'Links in the mail' }));
    expect(links.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/reset-password/abc1',
    ]);
    expect(links.getByText('javascript:alert(1)').tagName).toBe('LI');
  });

  it('sends a failed mail again: its row then shows it waiting', async () => {
    const failed = mail(2, { state: 'failed', attempts: 5, last_error: 'timeout', sent_at: null });
    const fetchMock = stubFetch({
      [FIRST_PAGE]: outbox(true, [failed]),
      'POST /api/v1/outbox/2/resend': reply(200, {
        ...failed,
        state: 'waiting',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/outbox', signedInAs('superuser'));
    await user.click(
      await screen.findByRole('button', { name: 'Resend the mail to person2@example.com' }),
    );
    await waitFor(() => expect(document.querySelector('.kit-badge')?.textContent).toBe('Waiting'));
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
    // Waiting again, it still says why it failed before, until it goes.
    expect(screen.getByText('Last error: timeout')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('filters by state through the URL, and Refresh loads the page again', async () => {
    const fetchMock = stubFetch({
      [FIRST_PAGE]: outbox(true, [mail(1)]),
      'GET /api/v1/outbox?state=failed&limit=20&offset=0': outbox(true, []),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/outbox', signedInAs('superuser'));
    await user.selectOptions(await screen.findByLabelText('State'), 'failed');
    expect(await screen.findByText('No failed mail.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).includes('state=failed')),
      ).toHaveLength(2),
    );
  });
});
