import { expect, test } from './fixtures';
import { unique } from './support';

test('a superuser makes an API token on My account, sees it once, uses it with no cookie, and revokes it', async ({
  adminPage: page,
  playwright,
}, testInfo) => {
  const name = `Deploy ${unique()}`;
  await page.goto('/dashboard/account');
  const card = page.getByRole('region', { name: 'API tokens' });
  await card.getByLabel('Name').fill(name);
  await card.getByLabel('Access').selectOption({ label: 'Read and write' });
  await card.getByLabel('Expires').selectOption({ label: '30 days' });
  await card.getByRole('button', { name: 'Make token' }).click();

  await expect(card.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const secret = (await card.getByLabel('New API token').textContent())!.trim();
  expect(secret).toMatch(/^stw_[\w-]{43}$/);
  const row = card.getByRole('article', { name: `Token ${name}` });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('never used');

  // A client with no cookies at all: the token alone, no XSRF header.
  const client = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const auth = { Authorization: `Bearer ${secret}` };
  expect((await client.get('/api/v1/clients', { headers: auth })).status()).toBe(200);
  const made = await client.post('/api/v1/clients', {
    headers: auth,
    data: { client: { organization_name: `By token ${unique()}` } },
  });
  expect(made.status(), await made.text()).toBe(201);

  // Gone after Done and a reload: only the list remains, with its last use.
  await card.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(row).toContainText('last used');
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole('button', { name: `Revoke the token ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveCount(0);
  const refused = await client.get('/api/v1/clients', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toBe('Bearer error="invalid_token"');
  await client.dispose();
});
