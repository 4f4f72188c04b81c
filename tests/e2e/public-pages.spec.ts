import { expect, signInByApi, test } from './fixtures';
import { createOrdinaryUser, createPage, recordDialogs, unique, type ApiPage } from './support';

const pageUrl = (id: number) => new RegExp(`^[^?#]*://[^/]+/${id}$`);

test('an admin edits a page: fields prefilled, title trimmed, "Page updated!", back to the page after 2 s', async ({
  adminPage: page,
}) => {
  const run = unique();
  const original = await createPage(page, `Editable ${run}`, `Original **content** ${run}`);

  // The page's clock is ours to move: the two seconds are exact, whatever the machine's speed.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.goto(`/edit/${original.id}`);
  const title = page.getByLabel('Title');
  const content = page.getByLabel('Content');
  await expect(title).toHaveValue(original.title);
  // Paused only once the editor is up: loading it runs on the page's timers too.
  await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
  await expect(content).toHaveValue(original.content);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit: ${original.title}`);

  await title.fill(`   Renamed ${run}   `);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page updated!' })).toHaveText(
    'Page updated!',
  );
  // The message shows on the editor, which stays (locked) until the delay is over.
  await expect(page).toHaveURL(new RegExp(`/edit/${original.id}$`));
  await expect(title).toBeDisabled();

  await page.clock.runFor(1_900);
  await expect(page).toHaveURL(new RegExp(`/edit/${original.id}$`));
  await page.clock.runFor(100);
  await expect(page).toHaveURL(pageUrl(original.id));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Renamed ${run}`);
  const stored = (await (await page.request.get(`/api/v1/pages/${original.id}`)).json()) as ApiPage;
  expect(stored.title).toBe(`Renamed ${run}`);
  expect(stored.content).toBe(original.content);
});

test("the editor's Close button returns to the page without saving", async ({
  adminPage: page,
}) => {
  const original = await createPage(page, `Closable ${unique()}`, 'Unchanged');
  await page.goto(`/edit/${original.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(original.title);
  await page.getByLabel('Title').fill('Not saved');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(pageUrl(original.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.title);
});

test('Delete asks "Are you sure?" in the page: cancelled it stays, confirmed it goes home and the page is gone', async ({
  adminPage: page,
}) => {
  const doomed = await createPage(page, `Doomed ${unique()}`, 'Soon gone.');
  await page.goto(`/${doomed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doomed.title);

  const browserDialogs = recordDialogs(page);
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(pageUrl(doomed.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doomed.title);
  expect((await page.request.get(`/api/v1/pages/${doomed.id}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
  expect(browserDialogs).toEqual([]);
  expect((await page.request.get(`/api/v1/pages/${doomed.id}`)).status()).toBe(404);

  await page.goto(`/${doomed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
  await expect(page.getByText('Soon gone.')).toHaveCount(0);
});

test('an unknown path shows "404 Page not found" and "Go home" goes to /', async ({ page }) => {
  await page.goto(`/no-such-place-${unique()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Systems that work');
});

test('unknown pages, services, cases, people and deep paths all show the 404 view', async ({
  page,
}) => {
  for (const path of [
    '/999999999',
    '/0',
    '/services/no-such-service',
    '/portfolio/no-such-case',
    '/people/no-such-person',
    '/a/b/c',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404 Page not found');
    await expect(page.getByRole('link', { name: 'Go home' }), path).toHaveAttribute('href', '/');
  }
});

test('the page-creation form: Title, Content (20 rows), Create, "Page created!" for 5 s', async ({
  adminPage: page,
}) => {
  const title = `Created in the form ${unique()}`;
  // The page's clock is ours to move, so the five seconds are exact and the machine's speed
  // does not matter.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.goto('/dashboard/pages/new');
  const form = page.getByRole('region', { name: 'New page' });
  const titleField = form.getByLabel('Title');
  const contentField = form.getByLabel('Content');
  await expect(titleField).toBeVisible();
  // Paused only once the screen is up: loading it runs on the page's timers too.
  await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
  await expect(contentField).toHaveAttribute('rows', '20');
  expect(await contentField.evaluate((el) => el.tagName)).toBe('TEXTAREA');

  await titleField.fill(title);
  await contentField.fill('Written through the **form**.');
  await form.getByRole('button', { name: 'Create' }).click();
  // The form's own notice: the cover image's field has a status line of its own.
  const notice = form.getByRole('status').and(form.locator('.page-form__success'));
  await expect(notice).toHaveText('Page created! View page');
  // The form is ready for the next page.
  await expect(titleField).toHaveValue('');
  await expect(contentField).toHaveValue('');

  await page.clock.runFor(4_900);
  await expect(notice).toHaveText('Page created! View page');
  await page.clock.runFor(100);
  // Emptied, the notice is also out of sight (and out of the accessibility tree).
  await expect(notice).toBeHidden();
  await expect(form.getByText('Page created!')).toHaveCount(0);

  const list = (await (
    await page.request.get(`/api/v1/pages?q=${encodeURIComponent(title)}`)
  ).json()) as ApiPage[];
  expect(list.map((p) => [p.title, p.content])).toEqual([[title, 'Written through the **form**.']]);
});

test('a signed-out visit to /edit/{id} goes to /login', async ({ adminPage: page }) => {
  const target = await createPage(page, `Guarded ${unique()}`, 'Only admins edit.');
  await page.context().clearCookies();
  await page.goto(`/edit/${target.id}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username or email address')).toBeVisible();
});

test('visitors who are not admins see no Edit or Delete on a page view; admins do', async ({
  adminPage,
  browser,
}) => {
  const target = await createPage(adminPage, `Read only ${unique()}`, 'Look, do not touch.');

  const expectNoTools = async (page: typeof adminPage, who: string) => {
    await page.goto(`/${target.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    await expect(page.getByText('Look, do not touch.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' }), who).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' }), who).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Page actions' }), who).toHaveCount(0);
  };

  // Signed out.
  const anonymous = await browser.newContext();
  try {
    await expectNoTools(await anonymous.newPage(), 'signed out');
  } finally {
    await anonymous.close();
  }

  // An ordinary (non-admin) user; /edit/{id} sends them back to the page.
  const user = createOrdinaryUser();
  const ordinary = await browser.newContext();
  try {
    const page = await ordinary.newPage();
    await signInByApi(page.request, user.username, user.password);
    await expectNoTools(page, 'ordinary user');
    await page.goto(`/edit/${target.id}`);
    await expect(page).toHaveURL(pageUrl(target.id));
    await expect(page.getByLabel('Title')).toHaveCount(0);
  } finally {
    await ordinary.close();
  }

  // The admin does see them.
  await adminPage.goto(`/${target.id}`);
  const tools = adminPage.getByRole('group', { name: 'Page actions' });
  await expect(tools.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/edit/${target.id}`,
  );
  await expect(tools.getByRole('button', { name: 'Delete' })).toBeVisible();
});
