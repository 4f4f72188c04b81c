import { expect, test } from './fixtures';
import { WAITLIST_JOINED } from '../../src/shared/waitlist';
import { unique } from './support';

test('an admin removes an address from the waitlist: confirmed, gone for good, in the activity log without it', async ({
  adminPage: page,
  browser,
}) => {
  const address = `leaving-${unique()}@example.com`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const form = visitor.getByRole('form', { name: 'Join the waitlist' });
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByRole('status')).toHaveText(WAITLIST_JOINED);
  await visitor.context().close();

  await page.goto('/dashboard/waitlist');
  await page.getByLabel('Search addresses').fill(address);
  await expect(page.getByText('1 address', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${address}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this address?' });
  await expect(dialog).toContainText('cannot be restored');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`Removed ${address} from the waitlist.`)).toBeVisible();
  await expect(page.getByText('No addresses match', { exact: false })).toBeVisible();

  // Gone from the server, not only from the screen.
  await page.reload();
  await expect(page.getByLabel('Search addresses')).toHaveValue(address);
  await expect(page.getByText('No addresses match', { exact: false })).toBeVisible();
  await page.goto('/dashboard/activity?resource=waitlist');
  await expect(page.getByText(/deleted a waitlist address/).first()).toBeVisible();
  await expect(page.getByText(address)).toHaveCount(0);
});
