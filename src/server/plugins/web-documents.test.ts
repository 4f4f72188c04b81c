import { describe, expect, it, vi } from 'vitest';
import { MAIL_LINK_PAGES } from '../../shared/mail-links';
import { acceptsHtml, shownInBrowser } from './web-documents';

describe('acceptsHtml', () => {
  it('takes a browser, curl, a bare client and any text', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/*',
      'text/html',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'application/json, */*;q=0.1',
      'TEXT/HTML; charset=utf-8',
    ])
      expect(acceptsHtml(accept), String(accept)).toBe(true);
  });

  it('refuses a client that names only other types, or refuses HTML by q=0', () => {
    for (const accept of [
      'application/json',
      'application/json, application/xml',
      'image/png',
      'text/html;q=0',
      'text/plain',
    ])
      expect(acceptsHtml(accept), accept).toBe(false);
  });
});

describe('shownInBrowser', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
  const noPage = () => vi.fn(async () => false);

  it('shows the forgotten-password form and every mail page with a well-formed token', async () => {
    const pageExists = noPage();
    for (const path of [
      '/forgot-password',
      ...Object.values(MAIL_LINK_PAGES).map((prefix) => `${prefix}/${TOKEN}`),
    ])
      expect(await shownInBrowser(path, pageExists), path).toBe(true);
    expect(pageExists).not.toHaveBeenCalled();
  });

  it('leaves a mail page without a token, or with a malformed one, to the not-found page', async () => {
    for (const path of [
      '/reset-password',
      '/invitation/',
      '/invitation/short',
      `/waitlist/confirm/${TOKEN}/more`,
      `/confirm-email/${TOKEN}!`,
      '/waitlist/leave',
      '/forgot-password/x',
    ])
      expect(await shownInBrowser(path, noPage()), path).toBe(false);
  });

  it('still shows the staff area, registration and a page that exists', async () => {
    expect(await shownInBrowser('/dashboard/clients', noPage())).toBe(true);
    expect(await shownInBrowser('/register', noPage())).toBe(true);
    expect(
      await shownInBrowser(
        '/12',
        vi.fn(async () => true),
      ),
    ).toBe(true);
    expect(await shownInBrowser('/12', noPage())).toBe(false);
  });
});
