import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleClient } from '../features/clients/test-data';
import type { ImportRecord, ImportReport } from '../store/imports';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, stubFetch } from '../test-utils/test-fetch';
import { queryOf, stubUpload, type SentUpload } from '../test-utils/test-xhr';

// The kit's import dialog, driven through the clients list, which shows it.
const FIRST_PAGE = 'GET /api/v1/clients?limit=20&offset=0';
const IMPORTS = 'GET /api/v1/imports?resource=clients';
const CHOOSER = 'Drop a CSV or XLSX file here, or choose one';

const FIELDS = [
  { field: 'id', label: 'ID', required: false },
  { field: 'organization_name', label: 'Name of organization', required: true },
  { field: 'email_address', label: 'Contact email', required: false },
];

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  file_name: 'clients.csv',
  columns: [
    { header: 'Name of organization', field: 'organization_name', label: 'Name of organization' },
    { header: 'Mail', field: null, label: null },
  ],
  fields: FIELDS,
  rows: 212,
  create: 200,
  update: 10,
  unchanged: 2,
  errors: [],
  conflicts: [],
  ...overrides,
});

const lastImport = (overrides: Partial<ImportRecord> = {}): ImportRecord => ({
  id: 7,
  resource: 'clients',
  file_name: 'old.csv',
  actor: 'chief',
  at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  created: 200,
  updated: 10,
  unchanged: 2,
  undone_at: null,
  undone_by: null,
  ...overrides,
});

const csv = (text = 'Name of organization,Mail\nAcme,ops@acme.example\n', name = 'clients.csv') =>
  new File([text], name, { type: 'text/csv' });

const calls = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key).length;

/** The clients list with its import dialog open. */
async function openDialog() {
  renderApp('/dashboard/clients', signedInAs('admin'));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: 'Import clients' });
  return { user, dialog };
}

const dryRun = (upload: SentUpload) => queryOf(upload).dry_run === 'true';

describe('the import dialog', () => {
  it('previews a chosen file: its columns’ fields, the counts and the button’s count', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, [sampleClient(1)]), [IMPORTS]: reply(200, []) });
    const sent = stubUpload(() => reply(200, report()));
    const { user, dialog } = await openDialog();
    const chooser = within(dialog).getByLabelText(CHOOSER);
    // The chooser is a real file input, and the dialog's first control takes the focus.
    expect(chooser.getAttribute('type')).toBe('file');
    expect(chooser.getAttribute('accept')).toBe(
      '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(document.activeElement).toBe(chooser);
    expect(await within(dialog).findByText('No clients imported yet.')).toBeTruthy();
    const file = csv();
    await user.upload(chooser, file);

    expect(await within(dialog).findByText('212 rows: 200 to create, 10 to update, 2 unchanged'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url.startsWith('/api/v1/clients/import?')).toBe(true);
    expect(queryOf(sent[0]!)).toEqual({ dry_run: 'true', file_name: 'clients.csv' });
    expect(sent[0]!.headers['Content-Type']).toBe('text/csv');
    expect(sent[0]!.headers['X-XSRF-TOKEN']).toBe('test-xsrf');
    expect(sent[0]!.body).toBe(file);

    const name = within(dialog).getByRole('combobox', { name: 'Name of organization' });
    expect((name as HTMLSelectElement).value).toBe('organization_name');
    const mail = within(dialog).getByRole('combobox', { name: 'Mail' });
    expect((mail as HTMLSelectElement).value).toBe('');
    expect(
      within(mail)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ignore this column', 'ID', 'Name of organization (required)', 'Contact email']);
    expect(within(dialog).getAllByText('Ignored')).toHaveLength(1);
    const go = within(dialog).getByRole('button', { name: 'Import 210 clients' });
    expect((go as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes a file dropped on the zone as one chosen', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    const sent = stubUpload(() => reply(200, report()));
    const { dialog } = await openDialog();
    const zone = within(dialog).getByText(/^Drop a CSV or XLSX file here/);
    const file = csv();
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    expect(zone.className).toContain('kit-import__drop--over');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(
      await within(dialog).findByRole('table', { name: 'Columns of clients.csv' }),
    ).toBeTruthy();
    expect(sent[0]!.body).toBe(file);
    expect(zone.className).not.toContain('kit-import__drop--over');
  });

  it('checks the file again with the columns mapped by hand when a mapping changes', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    const sent = stubUpload(({ url }) => {
      const { columns } = queryOf({ url } as SentUpload);
      if (!columns) return reply(200, report());
      const mapped = report({
        columns: [
          report().columns[0]!,
          { header: 'Mail', field: 'email_address', label: 'Contact email' },
        ],
        errors: [
          {
            row: 14,
            field: 'email_address',
            column: 'Mail',
            message: 'Row 14, Contact email: must be a valid email address',
          },
        ],
      });
      return reply(200, mapped);
    });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText(CHOOSER), csv());
    const mail = await within(dialog).findByRole('combobox', { name: 'Mail' });
    await user.selectOptions(mail, 'email_address');

    expect(
      await within(dialog).findByText('Row 14, Contact email: must be a valid email address'),
    ).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(queryOf(sent[1]!)).toEqual({
      dry_run: 'true',
      file_name: 'clients.csv',
      columns: JSON.stringify({ Mail: 'email_address' }),
    });
    expect(
      (within(dialog).getByRole('combobox', { name: 'Mail' }) as HTMLSelectElement).value,
    ).toBe('email_address');
    expect(within(dialog).queryByText('Ignored')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: '1 problem to fix in the file' }));
    // A problem blocks the import, and the dialog says why.
    const go = within(dialog).getByRole('button', { name: 'Import 210 clients' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('Fix the 1 problem in the file, then choose it again.'));
  });

  it('keeps a column mapped by hand for the next file that has it, and only for one that has', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    const sent = stubUpload((upload) => {
      const { columns, file_name } = queryOf(upload);
      const mapping = columns ? (JSON.parse(columns) as Record<string, string | null>) : {};
      const headers =
        file_name === 'other.csv' ? ['Name of organization'] : ['Name of organization', 'Mail'];
      return reply(
        200,
        report({
          file_name,
          columns: headers.map((header) => {
            const field = header === 'Mail' ? (mapping.Mail ?? null) : 'organization_name';
            return { header, field, label: field };
          }),
        }),
      );
    });
    const { user, dialog } = await openDialog();
    const chooser = within(dialog).getByLabelText(CHOOSER);
    await user.upload(chooser, csv());
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Mail' }),
      'email_address',
    );
    await waitFor(() => expect(sent).toHaveLength(2));

    // The same file, fixed: read as it is, then with the mapping the user chose.
    await user.upload(
      chooser,
      csv('Name of organization,Mail\nAcme,ops@acme.example\n', 'fixed.csv'),
    );
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(queryOf(sent[2]!).columns).toBeUndefined();
    expect(queryOf(sent[3]!).columns).toBe(JSON.stringify({ Mail: 'email_address' }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Mail' }) as HTMLSelectElement).value,
      ).toBe('email_address'),
    );

    // A file without that column: read once, and its import maps nothing by hand.
    await user.upload(chooser, csv('Name of organization\nAcme\n', 'other.csv'));
    await within(dialog).findByRole('table', { name: 'Columns of other.csv' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 210 clients' }));
    await waitFor(() => expect(sent).toHaveLength(6));
    expect(queryOf(sent[4]!)).toEqual({ dry_run: 'true', file_name: 'other.csv' });
    expect(queryOf(sent[5]!)).toEqual({ file_name: 'other.csv' });
  });

  it('lists the first 100 problems and counts the rest; conflicts are listed apart', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    const errors = Array.from({ length: 412 }, (_, i) => ({
      row: i + 2,
      field: 'organization_name',
      column: 'Name of organization',
      message: `Row ${i + 2}, Name of organization: is required`,
    }));
    const conflicts = [
      { row: 5, id: 31, message: 'Row 5: Acme was changed by chief after this file was exported' },
    ];
    stubUpload(() => reply(200, report({ errors, conflicts })));
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText(CHOOSER), csv());
    const problems = await within(dialog).findByRole('region', {
      name: '412 problems to fix in the file',
    });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(100);
    expect(within(problems).getByText('and 312 more')).toBeTruthy();
    const left = within(dialog).getByRole('region', { name: '1 row left as it is' });
    expect(left.textContent).toContain(
      'Row 5: Acme was changed by chief after this file was exported',
    );
  });

  it('shows a problem with the whole file as an alert, with no import button', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    stubUpload(() =>
      reply(422, { message: 'The file has only a header row: no clients to import.' }),
    );
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText(CHOOSER), csv('Name of organization\n'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The file has only a header row: no clients to import.',
    );
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('says a file that is neither CSV nor XLSX is not one, without sending it', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    const sent = stubUpload(() => reply(200, report()));
    const { dialog } = await openDialog();
    // Dropped rather than chosen: the chooser's accept list filters what it offers.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText(CHOOSER), new File(['%PDF'], 'clients.pdf'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'clients.pdf is not a CSV or XLSX file.',
    );
    expect(sent).toHaveLength(0);
  });

  it('says a file over 32 MB is too large, without sending it', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    const sent = stubUpload(() => reply(200, report()));
    const { user, dialog } = await openDialog();
    const big = csv();
    Object.defineProperty(big, 'size', { value: 32 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText(CHOOSER), big);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'clients.csv is larger than 32 MB, the most an import takes.',
    );
    expect(sent).toHaveLength(0);
  });

  it('imports the file, all of it, then says so, loads the list and the last imports again', async () => {
    const mock = stubFetch({
      [FIRST_PAGE]: reply(200, [sampleClient(1)]),
      [IMPORTS]: reply(200, []),
    });
    const sent = stubUpload((upload) =>
      reply(200, dryRun(upload) ? report() : { ...report(), import_id: 8 }),
    );
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText(CHOOSER), csv());
    await user.click(await within(dialog).findByRole('button', { name: 'Import 210 clients' }));

    const toast = await screen.findByText('Imported 210 clients');
    expect(
      within(toast.parentElement!)
        .getByRole('link', { name: 'See its changes' })
        .getAttribute('href'),
    ).toBe('/dashboard/activity?import_id=8');
    expect(queryOf(sent[1]!)).toEqual({ file_name: 'clients.csv' });
    expect(sent[1]!.body).toBe(sent[0]!.body);
    await waitFor(() => expect(calls(mock, FIRST_PAGE)).toBe(2));
    await waitFor(() => expect(calls(mock, IMPORTS)).toBe(2));
    // Ready for another file: the preview is gone and the chooser has the focus.
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(CHOOSER));
  });

  it('shows how much of the file has gone, then that the server is writing it', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    let sendRest = () => {};
    let answer = () => {};
    stubUpload(async (upload, progress) => {
      if (dryRun(upload)) return reply(200, report());
      progress(0.42);
      await new Promise<void>((resolve) => (sendRest = resolve));
      progress(1);
      await new Promise<void>((resolve) => (answer = resolve));
      return reply(200, { ...report(), import_id: 8 });
    });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText(CHOOSER), csv());
    const go = await within(dialog).findByRole('button', { name: 'Import 210 clients' });
    await user.click(go);

    const sending = await within(dialog).findByRole('progressbar', {
      name: 'Sending clients.csv…',
    });
    expect((sending as HTMLProgressElement).value).toBe(0.42);
    expect(within(dialog).getByText('42%')).toBeTruthy();
    expect(go.getAttribute('aria-busy')).toBe('true');
    // Nothing can change while it is written.
    expect((within(dialog).getByLabelText(CHOOSER) as HTMLInputElement).disabled).toBe(true);
    expect(
      (within(dialog).getByRole('combobox', { name: 'Mail' }) as HTMLSelectElement).disabled,
    ).toBe(true);
    sendRest();
    const writing = await within(dialog).findByRole('progressbar', {
      name: 'Writing the clients…',
    });
    // Indeterminate: how long the write takes is not known.
    expect(writing.hasAttribute('value')).toBe(false);
    expect(within(dialog).getByRole('status').textContent).toBe('Writing the clients…');
    answer();
    expect(await screen.findByText('Imported 210 clients')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('shows the rows a refused import names, and writes nothing', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, []) });
    const error = {
      row: 3,
      field: 'organization_name',
      column: 'Name of organization',
      message: 'Row 3, Name of organization: is already taken',
    };
    stubUpload((upload) =>
      dryRun(upload) ? reply(200, report()) : reply(422, report({ errors: [error] })),
    );
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText(CHOOSER), csv());
    await user.click(await within(dialog).findByRole('button', { name: 'Import 210 clients' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Nothing was imported: 1 row has a problem.',
    );
    expect(within(dialog).getByText('Row 3, Name of organization: is already taken')).toBeTruthy();
    expect(screen.queryByText('Imported 210 clients')).toBeNull();
  });

  it('undoes a last import after asking, and says what it did and what it left', async () => {
    let undone = false;
    const mock = stubFetch({
      [FIRST_PAGE]: reply(200, []),
      [IMPORTS]: () =>
        reply(200, [
          lastImport(undone ? { undone_at: new Date().toISOString(), undone_by: 'chief' } : {}),
        ]),
      'POST /api/v1/imports/7/undo': () => {
        undone = true;
        return reply(200, {
          id: 7,
          trashed: 200,
          restored: 9,
          left: [
            {
              id: 31,
              title: 'Acme',
              message: 'Acme was changed by ann after the import, so it was left as it is.',
            },
          ],
        });
      },
    });
    const { user, dialog } = await openDialog();
    const history = await within(dialog).findByRole('region', { name: 'Last imports' });
    expect(await within(history).findByText('old.csv')).toBeTruthy();
    expect(within(history).getByRole('listitem').textContent).toContain(
      'chief · 2 hours ago · 200 created, 10 updated, 2 unchanged',
    );
    expect(
      within(history).getByRole('link', { name: 'See its changes (old.csv)' }).getAttribute('href'),
    ).toBe('/dashboard/activity?import_id=7');

    await user.click(within(history).getByRole('button', { name: 'Undo the import of old.csv' }));
    const ask = screen.getByRole('alertdialog', { name: 'Undo this import?' });
    expect(ask.textContent).toContain(
      'The 200 clients it created go to the trash, and the 10 it changed get their fields back.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Undo import' }));

    expect(
      await screen.findByText(
        'Import of old.csv undone: 200 clients moved to the trash, 9 clients given their fields back. Left as they are: Acme was changed by ann after the import, so it was left as it is.',
      ),
    ).toBeTruthy();
    expect(await within(history).findByText(/Undone by chief/)).toBeTruthy();
    expect(within(history).queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(
      within(history).getByText(
        'Acme was changed by ann after the import, so it was left as it is.',
      ),
    ).toBeTruthy();
    // The list loads again: the records it created are gone.
    await waitFor(() => expect(calls(mock, FIRST_PAGE)).toBe(2));
    // The focus stays in the dialog, on the row's link, and Escape closes it.
    expect(document.activeElement).toBe(
      within(history).getByRole('link', { name: 'See its changes (old.csv)' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing more when the undo is cancelled', async () => {
    const mock = stubFetch({ [FIRST_PAGE]: reply(200, []), [IMPORTS]: reply(200, [lastImport()]) });
    const { user, dialog } = await openDialog();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Undo the import of old.csv' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Escape closed the question only.
    expect(screen.getByRole('dialog', { name: 'Import clients' })).toBeTruthy();
    expect(calls(mock, 'POST /api/v1/imports/7/undo')).toBe(0);
  });
});
