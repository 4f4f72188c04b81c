import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { colleaguePage, unique } from './support';

// "Clients in Norway": the clients list narrowed by its Country box (`?country=`, matched whole
// and in any case), kept as a saved view (ADR 0035) and opened again from the views bar. The view
// is a colleague's of its own, so the seeded admin's lists in other specs show none. Other specs
// add Norwegian clients of their own: the list is checked to hold Norway's only, ours among them.

const views = (page: Page) => page.getByRole('navigation', { name: 'Saved views of clients' });
const chip = (page: Page, name: string) =>
  views(page).getByRole('link', { name: new RegExp(`^${name}`) });
/** Each client's place and contact line: "Oslo, Norway · …". */
const places = (page: Page) => page.locator('.kit-row__main .kit-row__meta');
const titles = (page: Page) => page.locator('.kit-row__title');

test('a view of the clients in one country: saved from the Country box, opened again from the views bar', async ({
  adminPage: admin,
  browser,
}, testInfo) => {
  test.slow(); // a colleague's dashboard
  // "Aaa" first: the view's clients are on its first page, before any other spec's.
  const tag = `Aaa ${unique()}`;
  for (const [name, city, country] of [
    ['Fjord', 'Oslo', 'Norway'],
    ['Hav', 'Bergen', 'NORWAY'],
    ['Malmo', 'Malmö', 'Sweden'],
    ['Thames', 'London', 'United Kingdom'],
  ])
    await api(admin, 'POST', '/api/v1/clients', {
      client: { organization_name: `${tag} ${name}`, city, country },
    });
  const ours = [`${tag} Fjord`, `${tag} Hav`];
  const { chief } = await colleaguePage(admin, browser, testInfo, 'saver');

  await chief.goto('/dashboard/clients');
  await expect(titles(chief).first()).toBeVisible();
  const country = chief.getByRole('searchbox', { name: 'Country' });
  await country.fill('norway');
  await expect(chief).toHaveURL(/\/dashboard\/clients\?country=norway$/);
  await expect(titles(chief).filter({ hasText: tag })).toHaveText(ours);
  for (const place of await places(chief).all()) await expect(place).toContainText(/norway/i);
  await expect(chief.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/v1/clients.csv?country=norway',
  );

  await views(chief).getByRole('button', { name: 'Save view' }).click();
  const dialog = chief.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Clients in Norway');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(chip(chief, 'Clients in Norway')).toHaveAttribute('aria-current', 'page');

  // Away to another screen, back to the whole list, then the view from the views bar.
  await chief.goto('/dashboard/overview');
  await expect(chief.getByRole('heading', { level: 1 })).toBeVisible();
  await chief.goto('/dashboard/clients');
  await expect(titles(chief).filter({ hasText: tag })).toHaveText([
    ...ours,
    `${tag} Malmo`,
    `${tag} Thames`,
  ]);
  await expect(country).toHaveValue('');
  await chip(chief, 'Clients in Norway').click();
  await expect(chief).toHaveURL(/\/dashboard\/clients\?country=norway$/);
  await expect(chip(chief, 'Clients in Norway')).toHaveAttribute('aria-current', 'page');
  await expect(country).toHaveValue('norway');
  await expect(titles(chief).filter({ hasText: tag })).toHaveText(ours);
  await expect(places(chief).first()).toBeVisible();
  for (const place of await places(chief).all()) await expect(place).toContainText(/norway/i);
  await chief.context().close();
});
