import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

const CHOOSER = 'Drop a CSV or XLSX file here, or choose one';

/** A CSV file for the chooser, from rows of cells. */
const csvFile = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((row) => row.join(',')).join('\n') + '\n'),
});

/** The clients list searched down to one test's clients. */
async function searched(page: Page, tag: string) {
  await page.goto(`/dashboard/clients?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue(tag);
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  return page.getByRole('dialog', { name: 'Import clients' });
}

test('import clients from a CSV: map a column by hand, fix a row, import, then undo it', async ({
  adminPage: page,
}) => {
  const tag = `Import Co ${unique()}`;
  const file = `clients-${tag.replace(/\W+/g, '-')}.csv`;
  // "Mail" is no column the export heads, so the import cannot place it by itself.
  const header = ['Name of organization', 'Mail', 'Location (City)'];
  const broken = [header, [`${tag} 1`, 'ops@one.example', 'Oslo'], [`${tag} 2`, 'nope', 'Bergen']];
  const fixed = [
    header,
    [`${tag} 1`, 'ops@one.example', 'Oslo'],
    [`${tag} 2`, 'ops@two.example', 'Bergen'],
  ];
  await searched(page, tag);
  await expect(page.getByText(`No clients match “${tag}”`)).toBeVisible();

  const dialog = await openImport(page);
  const chooser = dialog.getByLabel(CHOOSER);
  await expect(chooser).toBeFocused();
  await chooser.setInputFiles(csvFile(file, broken));
  const mail = dialog.getByRole('combobox', { name: 'Mail', exact: true });
  await expect(mail).toHaveValue('');
  await expect(dialog.getByText('Ignored', { exact: true })).toBeVisible();
  await expect(dialog.getByText('2 rows: 2 to create, 0 to update, 0 unchanged')).toBeVisible();

  await mail.selectOption({ label: 'Contact email' });
  await expect(
    dialog.getByText('Row 3, Contact email: must be a valid email address'),
  ).toBeVisible();
  await expect(dialog.getByText('Ignored', { exact: true })).toHaveCount(0);
  // Only the good row would be written, and nothing is while a row has a problem.
  await expect(dialog.getByText('2 rows: 1 to create, 0 to update, 0 unchanged')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 1 client' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The file fixed and chosen again: the column keeps the field chosen for it.
  await chooser.setInputFiles(csvFile(file, fixed));
  await expect(dialog.getByText('Row 3, Contact email: must be a valid email address')).toHaveCount(
    0,
  );
  await expect(mail).toHaveValue('email_address');
  await expect(dialog.getByText('2 rows: 2 to create, 0 to update, 0 unchanged')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 2 clients' })).toBeVisible();
  const last = dialog.getByRole('region', { name: 'Last imports' });
  await expect(last.getByRole('listitem').filter({ hasText: file })).toContainText(
    'admin · just now · 2 created, 0 updated, 0 unchanged',
  );

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('2 clients', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`^${tag} 2.*ops@two\\.example`) }),
  ).toBeVisible();

  // Undo, from the dialog's Last imports: both go to the trash.
  await openImport(page);
  await last.getByRole('button', { name: `Undo the import of ${file}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await expect(ask).toContainText('The 2 clients it created go to the trash.');
  await ask.getByRole('button', { name: 'Undo import' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Import of ${file} undone: 2 clients moved to the trash.` }),
  ).toBeVisible();
  await expect(last.getByRole('listitem').filter({ hasText: file })).toContainText(
    'Undone by admin',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByText(`No clients match “${tag}”`)).toBeVisible();
});

test('an imported client’s history names the file, and "See its changes" filters the activity', async ({
  adminPage: page,
}) => {
  const tag = `Import History ${unique()}`;
  const file = `history-${tag.replace(/\W+/g, '-')}.csv`;
  await searched(page, tag);
  const dialog = await openImport(page);
  await dialog
    .getByLabel(CHOOSER)
    .setInputFiles(csvFile(file, [['Name of organization'], [`${tag} 1`], [`${tag} 2`]]));
  await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 2 clients' })).toBeVisible();

  await dialog
    .getByRole('region', { name: 'Last imports' })
    .getByRole('link', { name: `See its changes (${file})` })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/activity\?import_id=\d+$/);
  const id = new URL(page.url()).searchParams.get('import_id');
  await expect(page.getByText(`Import #${id}`)).toBeVisible();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await activity
    .getByRole('link', { name: new RegExp(`^admin imported client “${tag} 1” from ${file}`) })
    .click();

  await expect(page).toHaveURL(/\/dashboard\/clients\/\d+$/);
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText(`admin imported this client from ${file}`);

  // The chip removes its filter: the whole log again.
  await page.goto(`/dashboard/activity?import_id=${id}`);
  await page.getByRole('button', { name: `Remove the filter Import #${id}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity$/);
  await expect(page.getByText(`Import #${id}`)).toHaveCount(0);
});
