import { LINK_PROBLEMS } from '../../src/shared/mail-links';
import { RESET_REQUESTED } from '../../src/shared/mail';
import { api, expect, signInByApi, test } from './fixtures';
import { freshPage, linkIn, logIn, mailTo, makeAccount, nav, shot } from './mail-support';
import { unique } from './support';

// The mails of accounts, each followed as its reader would: the link from the outbox (no SMTP
// on the e2e server) opened in a browser of its own.

test('a forgotten password: a link by mail, a new password once, and the old one no longer works', async ({
  adminPage: admin,
  browser,
}, testInfo) => {
  const account = await makeAccount(admin);
  const them = await freshPage(browser, testInfo);
  await them.goto('/login');
  await them.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(them).toHaveURL(/\/forgot-password$/);
  await them.getByLabel('Username or email address').fill(account.username);
  await them.getByRole('button', { name: 'Send link' }).click();
  await expect(them.getByRole('status')).toHaveText(RESET_REQUESTED);
  await expect(them.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  await shot(them, 'forgot-password-answer');

  const mail = await mailTo(admin, account.email, /^Reset your .+ password$/);
  expect(mail.text).toContain(`Hello ${account.username},`);
  const link = linkIn(mail, 'passwordReset');

  // In the mail program's browser: nobody is signed in there.
  const reader = await freshPage(browser, testInfo);
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
    `Choose a new password for ${account.username}`,
  );
  const fresh = `${account.username}-renewed`;
  await reader.getByLabel('New password', { exact: true }).fill(fresh);
  await shot(reader, 'reset-form');
  await reader.getByRole('button', { name: 'Set password' }).click();
  // Signed in as that account: an ordinary one lands on its own projects.
  await expect(reader).toHaveURL(/\/dashboard\/my-projects$/);
  await expect(nav(reader)).toHaveText(['My projects', 'My account']);

  const login = await freshPage(browser, testInfo);
  await logIn(login, account.username, account.password);
  await expect(login.getByRole('alert')).toHaveText('Invalid username, email address or password');
  await expect(login).toHaveURL(/\/login$/);
  await logIn(login, account.username, fresh);
  await expect(login).toHaveURL(/\/dashboard\/my-projects$/);

  // The link works once.
  const again = await freshPage(browser, testInfo);
  await again.goto(link);
  await expect(again.getByRole('status')).toHaveText(LINK_PROBLEMS.used);
  await again.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(again).toHaveURL(/\/forgot-password$/);

  // A made-up link of the right shape (43 characters, as the server's) is not valid.
  await again.goto(`/reset-password/${'x'.repeat(43)}`);
  await expect(again.getByRole('status')).toHaveText(LINK_PROBLEMS.unknown);
  await expect(again.getByLabel('New password', { exact: true })).toHaveCount(0);

  for (const page of [them, reader, login, again]) await page.context().close();
});

test('an invitation: sent from Users, accepted with a username of their own, an admin at once; another withdrawn', async ({
  adminPage: admin,
  browser,
}, testInfo) => {
  const address = `invitee-${unique()}@example.com`;
  await admin.goto('/dashboard/users');
  await admin.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email address').fill(address);
  await dialog.getByLabel('Role').selectOption('admin');
  // Only an ordinary account takes a client.
  await expect(dialog.getByLabel('Client')).toHaveCount(0);
  await shot(admin, 'invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${address}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('article', { name: `Invitation to ${address}` });
  await expect(row).toContainText('Admin · invited by admin');
  await expect(row).toContainText(/Pending until \d{1,2} \w{3} \d{4}/);

  const mail = await mailTo(admin, address, /^You are invited to /);
  expect(mail.text).toContain('(role: Admin)');
  const invitee = await freshPage(browser, testInfo);
  await invitee.goto(linkIn(mail, 'invitation'));
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText("You're invited");
  await expect(
    invitee.getByText(`The invitation is for ${address}, with the role Admin.`),
  ).toBeVisible();
  await shot(invitee, 'invitation-page');
  const username = `joiner-${unique()}`;
  await invitee.getByLabel('Username').fill(username);
  await invitee.getByLabel('Password', { exact: true }).fill(`${username}-password`);
  await invitee.getByRole('button', { name: 'Create account' }).click();

  // Signed in as the new account, an admin: the admins' screens, not the superusers' Users.
  await expect(invitee).toHaveURL(/\/dashboard\/overview$/);
  await expect(nav(invitee).first()).toHaveText('Overview');
  await expect(nav(invitee).filter({ hasText: 'Waitlist' })).toHaveCount(1);
  await expect(nav(invitee).filter({ hasText: 'Users' })).toHaveCount(0);
  await nav(invitee).filter({ hasText: 'My account' }).click();
  const facts = invitee.getByRole('region', { name: 'Your account' });
  await expect(facts).toContainText(username);
  await expect(facts).toContainText(address);

  await admin.reload();
  await expect(row).toContainText(`Accepted by ${username}`);
  await expect(row.getByRole('button')).toHaveCount(0);

  // Another invitation, withdrawn before it is used: its link dies with it.
  const other = `withdrawn-${unique()}@example.com`;
  await api(admin, 'POST', '/api/v1/invitations', { email_address: other, role: 'ordinary' });
  const otherLink = linkIn(await mailTo(admin, other, /^You are invited to /), 'invitation');
  await admin.reload();
  const otherRow = admin.getByRole('article', { name: `Invitation to ${other}` });
  await otherRow.getByRole('button', { name: `Withdraw the invitation to ${other}` }).click();
  const ask = admin.getByRole('alertdialog', { name: `Withdraw the invitation to ${other}?` });
  await ask.getByRole('button', { name: 'Withdraw' }).click();
  await expect(admin.getByText(`Invitation to ${other} withdrawn`)).toBeVisible();
  await expect(otherRow).toHaveCount(0);

  const late = await freshPage(browser, testInfo);
  await late.goto(otherLink);
  await expect(late.getByRole('status')).toHaveText(LINK_PROBLEMS.unknown);
  await expect(
    late.getByText('Ask whoever invited you to send you a new invitation.'),
  ).toBeVisible();
  await expect(late.getByLabel('Username')).toHaveCount(0);

  for (const page of [invitee, late]) await page.context().close();
});

test('My account: a new email address, proven with the password, takes over once its link is followed', async ({
  adminPage: admin,
  browser,
}, testInfo) => {
  const account = await makeAccount(admin);
  const them = await freshPage(browser, testInfo);
  await signInByApi(them.request, account.username, account.password);
  await them.goto('/dashboard/account');
  const card = them.getByRole('region', { name: 'Email address' });
  await expect(card).toContainText(`Mail for your account goes to ${account.email}.`);

  const address = `moved-${unique()}@example.com`;
  await card.getByLabel('New email address').fill(address);
  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Change email address' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `We sent a link to ${address}. Your address changes when you follow it.`,
  );
  // Nothing changes until then.
  await expect(card).toContainText(`Mail for your account goes to ${account.email}.`);

  // The old address hears of it; the new one gets the link.
  const notice = await mailTo(admin, account.email, /email address is about to change$/);
  expect(notice.text).toContain(address);
  expect(notice.links).toEqual([]);
  const link = linkIn(
    await mailTo(admin, address, /^Confirm your new .+ email address$/),
    'emailChange',
  );

  await them.goto(link);
  await expect(them.getByRole('heading', { level: 1 })).toHaveText('Confirm your new address');
  await them.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(them.getByRole('status')).toHaveText(`Your email address is now ${address}.`);
  await them.getByRole('link', { name: 'Go to My account' }).click();
  await expect(them).toHaveURL(/\/dashboard\/account$/);
  await expect(them.getByRole('region', { name: 'Your account' })).toContainText(address);
  await expect(them.getByRole('region', { name: 'Email address' })).toContainText(
    `Mail for your account goes to ${address}.`,
  );

  await them.context().close();
});
