import { api, expect, test } from './fixtures';
import { unique } from './support';

// Issue 37: a preview link shows a draft to someone with no account, under a banner; a page's
// History brings back an earlier version as a new write.

test('a preview link shows a draft, with its banner, to a fresh browser; revoked, it is a 404', async ({
  adminPage: page,
  browser,
}) => {
  const title = `Draft ${unique()}`;
  const draft = (await api(page, 'POST', '/api/v1/pages', {
    page: { title, content: 'Not for **everyone** yet.', status: 'draft' },
  })) as { id: number };
  await page.goto(`/dashboard/pages/edit/${draft.id}`);
  await page.getByRole('button', { name: 'Preview link' }).click();
  const field = page.getByLabel(/Anyone with this link sees the page until/);
  await expect(field).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const url = await field.inputValue();

  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  const res = await stranger.goto(url);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    stranger.getByRole('status').filter({ hasText: 'Preview: not published' }),
  ).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(stranger.getByText('everyone')).toBeVisible();
  // The page itself stays a draft to the same visitor.
  expect((await stranger.request.get(`/api/v1/pages/${draft.id}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Revoke links' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke links' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 preview link revoked' }),
  ).toBeVisible();
  expect((await stranger.goto(url))?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await visitor.close();
});

test('History: compare a version with the one before, and restore the first', async ({
  adminPage: page,
}) => {
  const title = `Versions ${unique()}`;
  const created = (await api(page, 'POST', '/api/v1/pages', {
    page: { title, content: 'one\ntwo\nthree' },
  })) as { id: number };
  const edit = (content: string) =>
    api(page, 'PUT', `/api/v1/pages/${created.id}`, { id: created.id, page: { content } });
  await edit('one\n2\nthree');
  await edit('one\n2\nthree\nfour');

  await page.goto(`/dashboard/pages/edit/${created.id}`);
  // The History's own lines, not those of a diff shown inside one.
  const lines = page.getByRole('list', { name: 'History' }).locator(':scope > li');
  await expect(lines).toHaveCount(3);

  // The middle version: its text, and what changed from the first.
  const second = lines.nth(1);
  await second.getByText('Show version 2').click();
  await second.getByRole('button', { name: 'Compare with the previous version' }).click();
  await expect(second.locator('del')).toHaveText(['Removed: −two']);
  await expect(second.locator('ins')).toHaveText(['Added: +2']);

  const first = lines.nth(2);
  await first.getByText('Show version 1').click();
  await first.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 restored' })).toBeVisible();
  // A new write at the top; the editor starts again from the restored text.
  await expect(lines).toHaveCount(4);
  await expect(page.getByLabel('Content')).toHaveValue('one\ntwo\nthree');
  const now = await page.request.get(`/api/v1/pages/${created.id}`);
  expect(((await now.json()) as { content: string }).content).toBe('one\ntwo\nthree');
});
