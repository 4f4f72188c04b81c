import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import type { MailLinkPage } from '../../src/shared/mail-links';
import { MAIL_LINK_PAGES } from '../../src/shared/mail-links';
import type { Outbox, OutboxEntry } from '../../src/shared/mail';
import { api, expect } from './fixtures';
import { unique } from './support';

/**
 * The e2e server runs without SMTP_URL, so every mail waits in the outbox: the tests read a
 * mail's links there, as the seeded superuser of `admin`'s context, where its recipient would
 * read them in the mail.
 */
export async function mailTo(admin: Page, to: string, subject: RegExp): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const res = await admin.request.get('/api/v1/outbox?limit=100');
        expect(res.status(), await res.text()).toBe(200);
        const outbox = (await res.json()) as Outbox;
        // Newest first: the latest mail of its kind to that address.
        found = outbox.entries.find((entry) => entry.to === to && subject.test(entry.subject));
        return found?.subject;
      },
      { message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBeTruthy();
  return found!;
}

/** The mail's link to one of the pages a mail links to (MAIL_LINK_PAGES). */
export function linkIn(mail: OutboxEntry, page: MailLinkPage): string {
  const prefix = `${MAIL_LINK_PAGES[page]}/`;
  const link = mail.links.find((l) => new URL(l).pathname.startsWith(prefix));
  expect(link, `"${mail.subject}" links to ${prefix}…: ${mail.links.join(', ')}`).toBeTruthy();
  // The text shows the same link the reader would copy.
  expect(mail.text).toContain(link!);
  return link!;
}

/** A browser of its own (no cookies): whoever opens the mail, elsewhere. */
export async function freshPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

/** An account made through the API by the superuser of `admin`'s context, with an address. */
export async function makeAccount(admin: Page, role = 'ordinary') {
  const username = `mail-${unique()}`;
  const password = `${username}-password`;
  const email = `${username}@example.com`;
  const made = await api(admin, 'POST', '/api/v1/users', {
    username,
    email_address: email,
    role,
    password,
  });
  return { id: made.user.id as number, username, password, email };
}

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The dashboard's navigation links. */
export const nav = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');

/** Screenshots for people to look at (not compared): /tmp/mail-shots, outside the repository. */
const SHOTS = '/tmp/mail-shots';
export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}
