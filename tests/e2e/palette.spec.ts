import type { Page } from '@playwright/test';
import { api, expect, signInByApi, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// The palette (Ctrl-K) driven by the keyboard alone, against the real search: a record found and
// opened, an action run by its words, the records opened last, Escape; axe-core with results
// shown, a phone's width, and an ordinary user, who gets only the screens that are theirs.

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the dashboard' });
const combobox = (page: Page) => palette(page).getByRole('combobox');
const selected = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');
const option = (page: Page, name: string) =>
  palette(page).getByRole('option', { name: new RegExp(`^${name}`) });

async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

/** A client and a project with the same distinctive first word, so a search finds both. */
async function seed(page: Page) {
  const tag = unique();
  const client = (await api(page, 'POST', '/api/v1/clients', {
    client: { organization_name: `Fjordline Marine ${tag}`, city: 'Bergen' },
  })) as { id: number; organization_name: string };
  await api(page, 'POST', '/api/v1/projects', {
    project: { name: `Fjordline dock cameras ${tag}`, description: '', client_id: client.id },
  });
  return client;
}

/** Arrow Down until the selection is `name`: where the search ranks it is the server's say. */
async function arrowTo(page: Page, name: string) {
  for (let i = 0; i < 20 && !((await selected(page).textContent()) ?? '').startsWith(name); i++)
    await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toHaveText(new RegExp(`^${name}`));
}

test('keyboard only: find a record and open it, see it first among the records opened last, run "New client"', async ({
  adminPage: page,
}) => {
  const client = await seed(page);
  const name = client.organization_name;
  await page.goto('/dashboard/clients');
  await loaded(page);

  // Ctrl-K works from a text field too: "/" puts the focus in the list's search first.
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search clients')).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  // Nothing typed: My work is the first entry.
  await expect(selected(page)).toHaveText('Go to My work');

  await page.keyboard.type('fjordline mar');
  const clients = palette(page).getByRole('group', { name: 'Clients' });
  await expect(clients.getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  await arrowTo(page, name);
  const active = await combobox(page).getAttribute('aria-activedescendant');
  expect(active).toBe(await selected(page).getAttribute('id'));
  await expectNoAxeViolations(page);
  // It is modal: its backdrop covers the whole window, the side navigation included.
  const nav = await page.getByRole('navigation', { name: 'Dashboard' }).boundingBox();
  const onTop = await page.evaluate(
    ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.kit-dialog__backdrop'),
    [nav!.x + 20, nav!.y + 20],
  );
  expect(onTop).toBe(true);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/clients/${client.id}$`));
  await expect(palette(page)).toHaveCount(0);
  await loaded(page);
  await expect(page.getByLabel('Name of organization', { exact: true })).toHaveValue(name);

  // Nothing typed: My work, then the records this user opened last, the newest first.
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toHaveValue('');
  const recent = palette(page).getByRole('group', { name: 'Recently opened' });
  await expect(recent.getByRole('option').first()).toHaveText(new RegExp(`^${name}`));
  await expect(selected(page)).toHaveText('Go to My work');
  await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toHaveText(new RegExp(`^${name}`));

  // An action by its words.
  await page.keyboard.type('new cli');
  await expect(selected(page)).toHaveText('New client');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/clients\/new$/);
  const first = page.getByLabel('Name of organization', { exact: true });
  await expect(first).toBeFocused();

  // Escape closes it and gives the focus back where it was.
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('go to pro');
  await expect(option(page, 'Go to Projects')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(first).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/clients\/new$/);
});

test('at 375 px the palette is a full-width sheet with no sideways scroll, and passes axe', async ({
  adminPage: page,
}) => {
  const client = await seed(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard/overview');
  await loaded(page);
  // A phone has no Ctrl-K: the top bar's Search button opens it there.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('fjordline');
  await expect(option(page, client.organization_name)).toBeVisible();
  await expect(palette(page).getByRole('group', { name: 'Projects' })).toBeVisible();
  const box = await palette(page).boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  const listOverflow = await palette(page)
    .getByRole('listbox')
    .evaluate((list) => list.scrollWidth - list.clientWidth);
  expect(listOverflow).toBe(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
});

test('an ordinary user gets only their own screens, and no record search', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const username = `palette-${unique()}`;
  const password = `${username}-password`;
  await api(page, 'POST', '/api/v1/users', {
    username,
    email_address: `${username}@example.com`,
    role: 'ordinary',
    password,
  });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await signInByApi(context.request, username, password);
    expect((await context.request.get('/api/v1/search?q=fjordline')).status()).toBe(403);
    const them = await context.newPage();
    const searches: string[] = [];
    them.on('request', (r) => r.url().includes('/api/v1/search') && searches.push(r.url()));
    await them.goto('/dashboard/my-projects');
    await loaded(them);

    await them.keyboard.press('Control+k');
    await expect(palette(them).getByRole('combobox', { name: 'Find an action' })).toBeFocused();
    for (const words of ['new', 'clients', 'users', 'fjordline']) {
      await them.keyboard.type(words);
      await expect(palette(them).getByRole('status')).toHaveText(`No results for “${words}”`);
      await expect(palette(them).getByRole('option')).toHaveCount(0);
      await them.keyboard.press('Control+a');
      await them.keyboard.press('Backspace');
    }
    await them.keyboard.type('go');
    await expect(palette(them).getByRole('option')).toHaveText([
      'Go to My projects',
      'Go to My account',
    ]);
    await them.keyboard.press('End');
    await them.keyboard.press('Enter');
    await expect(them).toHaveURL(/\/dashboard\/account$/);
    expect(searches).toEqual([]);
  } finally {
    await context.close();
  }
});
