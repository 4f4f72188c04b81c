import { expect, test } from './fixtures';
import { createPage, expectNoAxeViolations, unique } from './support';

test('the Pages screen lists pages newest first with excerpt and date, searches, and deletes after asking', async ({
  adminPage: page,
}) => {
  const tag = unique();
  const older = await createPage(page, `Older ${tag}`, '## Parts\n\n- Seals\n- Glands');
  const newer = await createPage(page, `Newer ${tag}`, 'Fresh **news** today');

  await page.goto('/dashboard/overview');
  await page
    .getByRole('link', { name: /Pages$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();

  await page.getByLabel('Search pages').fill(tag);
  const titles = page.getByRole('list', { name: 'Pages' }).getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([newer.title, older.title]);
  const olderRow = page.getByRole('article', { name: older.title });
  await expect(olderRow).toContainText('Seals. Glands');
  await expect(olderRow).toContainText(/Changed \d{1,2} \w{3} \d{4}/);
  await expect(olderRow.getByRole('link', { name: `Edit ${older.title}` })).toHaveAttribute(
    'href',
    `/dashboard/pages/edit/${older.id}`,
  );
  await expectNoAxeViolations(page);

  await olderRow.getByRole('button', { name: `Delete ${older.title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(titles).toHaveCount(2);
  await olderRow.getByRole('button', { name: `Delete ${older.title}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(titles).toHaveText([newer.title]);
  expect((await page.request.get(`/api/v1/pages/${older.id}`)).status()).toBe(404);

  // The toast offers Undo: the page is back with its id, and the list on screen shows it again.
  const toast = page.getByRole('status').filter({ hasText: `Page “${older.title}” deleted` });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(titles).toHaveText([newer.title, older.title]);
  expect((await page.request.get(`/api/v1/pages/${older.id}`)).status()).toBe(200);
});

test("the dashboard's editor shows the page's history, its update included", async ({
  adminPage: page,
}) => {
  const original = await createPage(page, `Chronicle ${unique()}`, 'First words');
  await page.goto(`/dashboard/pages/edit/${original.id}`);
  const lines = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(lines).toHaveText([/^admin created this page · /]);
  await page.getByLabel('Title').fill(`${original.title} (revised)`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page updated!' })).toBeVisible();
  // The editor leaves for the page two seconds later; back on it, the update is the first line.
  await expect(page).toHaveURL(new RegExp(`/${original.id}$`));
  await page.goto(`/dashboard/pages/edit/${original.id}`);
  await expect(lines.first()).toContainText(
    `admin changed Title from ${original.title} to ${original.title} (revised)`,
  );
  // The public editor has no History card.
  await page.goto(`/edit/${original.id}`);
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
});

test('the editor previews what visitors get, links to the new page, and marks title errors', async ({
  adminPage: page,
}) => {
  const title = `Preview ${unique()}`;
  const content =
    '## Kit list\n\nWe bring **cable glands** and [a map](https://example.com).\n\n- one\n- two';
  await page.goto('/dashboard/pages/new');
  await expect(page.getByLabel('Title')).toBeFocused();

  // An empty title is marked on the field, and nothing is created.
  await page.getByLabel('Content').fill(content);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill(title);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('cable glands');
  const previewHtml = await preview.locator('.prose').innerHTML();

  await page.getByRole('button', { name: 'Create' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Page created!' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await notice.getByRole('link', { name: 'View page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The published page is rendered by the same renderer: the same HTML as the preview.
  await expect(page.locator('.page-view__content')).toBeVisible();
  expect(await page.locator('.page-view__content').innerHTML()).toBe(previewHtml);
});

test('the editor asks before leaving with unsaved text, and passes axe side by side and stacked', async ({
  adminPage: page,
}) => {
  const original = await createPage(page, `Guarded ${unique()}`, 'Before');
  await page.goto(`/dashboard/pages/edit/${original.id}`);
  await expect(page.getByLabel('Content')).toHaveValue('Before');
  await expectNoAxeViolations(page);

  await page.getByLabel('Content').fill('After, not saved');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Pages' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Content')).toHaveValue('After, not saved');

  // Side by side at 1280 px, stacked at 375 px.
  const box = async (name: string) =>
    (await page.getByRole(name === 'Preview' ? 'region' : 'textbox', { name }).boundingBox())!;
  const [editor, preview] = [await box('Content'), await box('Preview')];
  expect(preview.x).toBeGreaterThan(editor.x + editor.width - 1);
  await page.setViewportSize({ width: 375, height: 800 });
  const [narrowEditor, narrowPreview] = [await box('Content'), await box('Preview')];
  expect(narrowPreview.y).toBeGreaterThan(narrowEditor.y + narrowEditor.height - 1);
  await expectNoAxeViolations(page);

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).not.toHaveURL(/\/edit\//);
  expect((await (await page.request.get(`/api/v1/pages/${original.id}`)).json()).content).toBe(
    'Before',
  );
});
