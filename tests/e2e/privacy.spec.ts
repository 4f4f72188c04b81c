import { expect, test } from './fixtures';

test('the waitlist form and the footer link to the privacy page, which says how to be removed', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByRole('link', { name: 'How we keep it and how to be removed' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  for (const part of ['What we keep', 'Why', 'For how long', 'How to be removed']) {
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  }
  await expect(page.getByText(/kept until it is removed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask to be removed' })).toHaveAttribute(
    'href',
    /^mailto:[^?]+\?subject=Remove%20me%20from%20the%20waitlist$/,
  );

  // Every public page's footer links to it too, and it is a page of its own (prerendered, 200).
  await page.goto('/services/cctv');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const response = await page.goto('/privacy');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Privacy/);
});
