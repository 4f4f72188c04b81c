import type { Page } from '@playwright/test';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

interface SavedNote {
  id: number;
  title: string;
}

async function createNote(page: Page, title: string, sections: [string, string][] = []) {
  const body = {
    note: { title, sections: sections.map(([t, content]) => ({ title: t, content })) },
  };
  return (await api(page, 'POST', '/api/v1/notes', body)) as SavedNote;
}

/** The note's title field (the sections' fields are named "Section N Title"). */
const noteTitle = (page: Page) => page.getByLabel('Title', { exact: true });
const sectionTitle = (page: Page, n: number) => page.getByLabel(`Section ${n} Title`);
const sectionContent = (page: Page, n: number) => page.getByLabel(`Section ${n} Content`);
const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

/** Waits until the screen has loaded: nothing busy, no skeleton. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

test(
  'a note is written with three sections, read as Markdown, then reordered and trimmed',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const title = `Site survey ${unique()}`;
    await page.goto('/dashboard/notes/new');
    await expect(noteTitle(page)).toBeFocused();
    await noteTitle(page).fill(title);
    await sectionTitle(page, 1).fill('Access');
    await sectionContent(page, 1).fill('Gate code **1234**');
    await page.getByRole('button', { name: '+ Add section' }).click();
    await expect(sectionTitle(page, 2)).toBeFocused();
    await page.keyboard.type('Power');
    await sectionContent(page, 2).fill('- Mains\n- UPS');
    await page.getByRole('button', { name: '+ Add section' }).click();
    await page.keyboard.type('Cameras');
    await sectionContent(page, 3).fill('Four cameras, *wide* angle.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard\/notes\/\d+$/);
    const toast = page.getByRole('status').filter({ hasText: 'Note added' });
    await expect(toast.getByRole('link', { name: 'View note' })).toHaveAttribute(
      'href',
      new URL(page.url()).pathname,
    );
    const article = page.getByRole('article', { name: title });
    await expect(sectionHeadings(page)).toHaveText(['Access', 'Power', 'Cameras']);
    await expect(article.locator('strong')).toHaveText('1234');
    await expect(article.locator('em')).toHaveText('wide');
    await expect(article.getByRole('listitem')).toHaveText(['Mains', 'UPS']);

    await page.getByRole('link', { name: 'Edit note' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notes\/\d+\/edit$/);
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    // Access goes down twice with the keyboard; the focus stays on its Down button throughout.
    await page.getByRole('button', { name: 'Move section 1 down' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move section 2 down' })).toBeFocused();
    await page.keyboard.press('Enter');
    const lastDown = page.getByRole('button', { name: 'Move section 3 down' });
    await expect(lastDown).toBeFocused();
    await expect(lastDown).toHaveAttribute('aria-disabled', 'true');
    await expect(sectionTitle(page, 3)).toHaveValue('Access');
    await expect(save).toBeEnabled();
    // Now Power, Cameras, Access: delete the middle one, and the rest are renumbered.
    await page.getByRole('button', { name: 'Delete section 2' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Section 2 “Cameras” deleted' }),
    ).toBeVisible();
    await expect(sectionHeadings(page)).toHaveText(['Section 1', 'Section 2']);
    await expect(sectionTitle(page, 2)).toHaveValue('Access');
    await expect(sectionContent(page, 2)).toHaveAttribute('rows', '10');
    await save.click();

    await expect(page).toHaveURL(/\/dashboard\/notes\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(sectionHeadings(page)).toHaveText(['Power', 'Access']);
    await expect(article.locator('strong')).toHaveText('1234');
  },
);

test('a section title over 200 characters is refused on its field, by the browser and by the server', async ({
  adminPage: page,
}) => {
  const note = await createNote(page, `Limits ${unique()}`, [
    ['One', 'first'],
    ['Two', 'second'],
  ]);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await page.goto(`/dashboard/notes/${note.id}/edit`);
  await sectionTitle(page, 1).fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(sectionTitle(page, 1)).toBeFocused();
  await expect(sectionTitle(page, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Section 1 title must be at most 200 characters')).toBeVisible();
  expect(puts).toEqual([]);

  // The browser checks with the server's own schema, so to see the server's 422 arrive on its
  // field, the request is changed on the wire after the browser's check has passed.
  await page.route(`**/api/v1/notes/${note.id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = route.request().postDataJSON() as { note: { sections: { title: string }[] } };
    body.note.sections[1]!.title = 'y'.repeat(201);
    await route.continue({ postData: JSON.stringify(body) });
  });
  await sectionTitle(page, 1).fill('One, renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(sectionTitle(page, 2)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Section 2 title must be at most 200 characters')).toBeVisible();
  await expect(sectionTitle(page, 1)).not.toHaveAttribute('aria-invalid', 'true');
  expect(puts).toHaveLength(1);
  // The refused save left the note as it was, the renamed first section included.
  const stored = await (await page.request.get(`/api/v1/notes/${note.id}`)).json();
  expect(stored.sections.map((s: { title: string }) => s.title)).toEqual(['One', 'Two']);
});

test("a note deleted while it is being edited: 'Error updating sections: …' says so", async ({
  adminPage: page,
}) => {
  const note = await createNote(page, `Vanishing ${unique()}`, [['Only', 'text']]);
  await page.goto(`/dashboard/notes/${note.id}/edit`);
  await sectionContent(page, 1).fill('new text');
  await api(page, 'DELETE', `/api/v1/notes/${note.id}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('alert', {
      name: 'Error updating sections: This note was deleted after you opened it. Your changes were not saved.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/notes/${note.id}/edit$`));
});

test('the list is sorted by title, searched with ?q, and the search survives a reload', async ({
  adminPage: page,
}) => {
  const tag = unique();
  await createNote(page, `beta ${tag}`);
  await createNote(page, `Alpha ${tag}`);
  await createNote(page, `Other note ${unique()}`);
  await page.goto('/dashboard/notes');
  await page.getByLabel('Search notes').fill(tag);
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  const rows = page.getByRole('list', { name: 'Notes' }).getByRole('link');
  // Each row: its title, then when it last changed.
  const sorted = [new RegExp(`^Alpha ${tag}Changed `), new RegExp(`^beta ${tag}Changed `)];
  await expect(rows).toHaveText(sorted);
  await expect(page.getByText('2 notes')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search notes')).toHaveValue(tag);
  await expect(rows).toHaveText(sorted);
});

test('leaving the edit form with unsaved changes asks first: Stay keeps them, Leave goes', async ({
  adminPage: page,
}) => {
  const note = await createNote(page, `Guarded ${unique()}`, [['Only', 'text']]);
  await page.goto(`/dashboard/notes/${note.id}/edit`);
  await sectionContent(page, 1).fill('half-written thought');
  const navNotes = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', {
    name: 'Notes',
  });
  await navNotes.click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/dashboard/notes/${note.id}/edit$`));
  await expect(sectionContent(page, 1)).toHaveValue('half-written thought');

  await navNotes.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notes$/);
});

test('deleting a note returns to the list, where it is gone', async ({ adminPage: page }) => {
  const title = `Doomed ${unique()}`;
  const note = await createNote(page, title, [['Only', 'text']]);
  await page.goto(`/dashboard/notes/${note.id}`);
  await page.getByRole('button', { name: 'Delete note' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notes$/);
  await expect(
    page.getByRole('status').filter({ hasText: `Note “${title}” deleted` }),
  ).toBeVisible();
  await page.getByLabel('Search notes').fill(title);
  await expect(page.getByText(`No notes match “${title}”.`)).toBeVisible();
});

test('an unknown or malformed note id goes to the list', async ({ adminPage: page }) => {
  for (const path of ['/dashboard/notes/2147483000', '/dashboard/notes/abc/edit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/notes$/);
    await expect(page.getByLabel('Search notes')).toBeVisible();
  }
});

test('axe-core finds no violations on the list, the new form, the view and the edit form', async ({
  adminPage: page,
}) => {
  // Four axe walks: past 30 s on a loaded machine, as the other multi-screen axe tests.
  test.slow();
  const note = await createNote(page, `Accessible ${unique()}`, [
    ['Intro', 'Some **bold** and a [link](https://example.com).'],
    ['', '1. one\n2. two'],
  ]);
  await page.goto('/dashboard/notes');
  await expect(page.getByRole('list', { name: 'Notes' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.goto('/dashboard/notes/new');
  await expect(noteTitle(page)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.goto(`/dashboard/notes/${note.id}`);
  await expect(page.getByRole('article').locator('strong')).toHaveText('bold');
  await settled(page);
  await expectNoAxeViolations(page);
  await page.goto(`/dashboard/notes/${note.id}/edit`);
  await expect(sectionTitle(page, 2)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
