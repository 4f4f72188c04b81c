import { WAITLIST_CONFIRMED, WAITLIST_JOINED, WAITLIST_LEFT } from '../../src/shared/waitlist';
import { api, expect, test } from './fixtures';
import { freshPage, linkIn, mailTo, makeAccount, nav, shot } from './mail-support';
import { unique } from './support';

/** The homepage's form waits for the app, which starts after the first paint (public-home.spec). */
const APP_START = { timeout: 15_000 };

// One sign-up from the homepage: the waitlist takes 10 an hour from one client address, and the
// whole suite signs up from 127.0.0.1.
test('the waitlist: a sign-up confirmed by its mail counts; the same mail takes it off the list', async ({
  adminPage: admin,
  browser,
}, testInfo) => {
  const address = `alert-${unique()}@example.com`;
  const visitor = await freshPage(browser, testInfo);
  await visitor.goto('/');
  const form = visitor.getByRole('form', { name: 'Join the waitlist' });
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByRole('status')).toHaveText(WAITLIST_JOINED, APP_START);

  // Listed, but not counted until its owner confirms.
  await admin.goto('/dashboard/overview');
  await nav(admin).filter({ hasText: 'Waitlist' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/waitlist/);
  await admin.getByLabel('Search addresses').fill(address);
  await expect(admin.getByText('1 address', { exact: true })).toBeVisible();
  await expect(admin.getByText('Waiting for confirmation')).toBeVisible();
  await expect(admin.getByText('Confirmed on this page: 0 of 1')).toBeVisible();

  const mail = await mailTo(admin, address, /^Confirm your place on the .+ waitlist$/);
  const confirmLink = linkIn(mail, 'waitlistConfirm');
  const leaveLink = linkIn(mail, 'waitlistLeave');
  // The confirmation first; the way off the list second, in every waitlist mail.
  expect(mail.links).toEqual([confirmLink, leaveLink]);

  // Opening the link changes nothing (a mail scanner opens them all): its one button does.
  await visitor.goto(confirmLink);
  const confirmCard = visitor.getByRole('region', { name: 'Confirm your address' });
  await expect(confirmCard.getByRole('button')).toHaveText(['Confirm my address']);
  await shot(visitor, 'waitlist-confirm');
  await admin.reload();
  await expect(admin.getByText('Waiting for confirmation')).toBeVisible();
  await confirmCard.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(confirmCard.getByRole('status')).toHaveText(WAITLIST_CONFIRMED);
  await expect(confirmCard.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();

  await admin.reload();
  await expect(admin.getByText('Confirmed: Yes')).toBeVisible();
  await expect(admin.getByText('Waiting for confirmation')).toHaveCount(0);
  await expect(admin.getByText('Confirmed on this page: 1 of 1')).toBeVisible();

  await visitor.goto(leaveLink);
  const leaveCard = visitor.getByRole('region', { name: 'Leave the waitlist' });
  await expect(leaveCard.getByRole('button')).toHaveText(['Take me off the list']);
  await leaveCard.getByRole('button', { name: 'Take me off the list' }).click();
  await expect(leaveCard.getByRole('status')).toHaveText(WAITLIST_LEFT);

  await admin.reload();
  await expect(admin.getByLabel('Search addresses')).toHaveValue(address);
  await expect(admin.getByText('0 addresses', { exact: true })).toBeVisible();
  await expect(
    admin.getByText(`No addresses match “${address}”. Try another search.`),
  ).toBeVisible();

  await visitor.context().close();
});

test('the outbox: without a mail server every mail waits there, its text and link on Show', async ({
  adminPage: admin,
}) => {
  const account = await makeAccount(admin);
  await api(admin, 'POST', '/api/v1/password-resets', { login: account.username });
  const invited = `outbox-${unique()}@example.com`;
  await api(admin, 'POST', '/api/v1/invitations', { email_address: invited, role: 'ordinary' });
  const reset = await mailTo(admin, account.email, /^Reset your .+ password$/);
  const invitation = await mailTo(admin, invited, /^You are invited to /);

  await admin.goto('/dashboard/overview');
  await nav(admin).filter({ hasText: 'Outbox' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/outbox/);
  await expect(admin.getByRole('note')).toHaveText(
    'Mail is not configured: mails wait here. Set SMTP_URL and MAIL_FROM to send them (see docs/operations.md).',
  );
  await expect(admin.getByText(/^\d+ mails?$/)).toBeVisible();

  const mails = admin.getByRole('list', { name: 'Mails' });
  const resetRow = mails.getByRole('article', { name: `${reset.subject}, to ${account.email}` });
  const inviteRow = mails.getByRole('article', { name: `${invitation.subject}, to ${invited}` });
  for (const row of [resetRow, inviteRow]) {
    await expect(row.locator('.kit-badge')).toHaveText('Waiting');
    // Nothing to send again: only a failed mail has Resend.
    await expect(row.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  }
  // Newest first.
  const subjects = await mails
    .getByRole('article')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
  expect(subjects.indexOf(`${invitation.subject}, to ${invited}`)).toBeLessThan(
    subjects.indexOf(`${reset.subject}, to ${account.email}`),
  );

  const show = resetRow.getByRole('button', { name: `Show the mail to ${account.email}` });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(resetRow.getByRole('button', { name: /^Hide/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(resetRow.locator('pre')).toContainText(`Hello ${account.username},`);
  const link = linkIn(reset, 'passwordReset');
  const links = resetRow.getByRole('list', { name: 'Links in the mail' });
  await expect(links.getByRole('link', { name: link })).toHaveAttribute('href', link);
  await shot(admin, 'outbox');

  // By state: every mail waits, none went.
  await admin.getByLabel('State').selectOption('waiting');
  await expect(inviteRow).toBeVisible();
  await admin.getByLabel('State').selectOption('sent');
  await expect(admin.getByText('No sent mail.')).toBeVisible();
});
