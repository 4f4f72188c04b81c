import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { colleaguePage, unique } from './support';

// Two staff members on one record: the second save never silently puts back the first one's
// change. When both changed one field, the second page says who changed what; "Keep mine" saves
// its own fields over theirs. (Changes to different fields merge quietly: quiet-merge.spec.ts.)

test(
  'a client: chief saves the phone and the city, then I save the city; Keep mine keeps both',
  POSTGRES_SMOKE,
  async ({ adminPage: me, browser }, testInfo) => {
    const { chief, username } = await colleaguePage(me, browser, testInfo);
    const client = await api(me, 'POST', '/api/v1/clients', {
      client: { organization_name: `Harbour ${unique()}`, phone_number: '+1 555 0100' },
    });
    const url = `/dashboard/clients/${client.id}`;
    await me.goto(url); // I opened it first
    await expect(me.getByLabel('Location (City)', { exact: true })).toHaveValue('');
    await chief.goto(url);
    await chief.getByLabel('Contact phone').fill('+1 555 0199');
    await chief.getByLabel('Location (City)').fill('Nairobi');
    await chief.getByRole('button', { name: 'Save changes' }).click();
    await expect(chief.getByText('Changes saved')).toBeVisible();

    await me.getByLabel('Location (City)', { exact: true }).fill('Mombasa');
    await me.getByRole('button', { name: 'Save changes' }).click();
    const notice = me.getByRole('alert').filter({ hasText: 'after you opened this client' });
    await expect(notice).toContainText(
      `Contact phone and Location (City) were changed by ${username} just now`,
    );
    await expect(notice).toContainText('Theirs: Nairobi · Yours: Mombasa');
    await expect(me.getByLabel('Location (City)', { exact: true })).toHaveValue('Mombasa'); // nothing lost
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect(me.getByText('Changes saved')).toBeVisible();
    await expect(me.getByLabel('Contact phone', { exact: true })).toHaveValue('+1 555 0199');

    const stored = await (await me.request.get(`/api/v1/clients/${client.id}`)).json();
    expect(stored).toMatchObject({ phone_number: '+1 555 0199', city: 'Mombasa' });
    expect(stored.updated_by).toBe('admin');
  },
);

test(
  'a note: chief saves a section and the title, then I save the title; Keep mine keeps both',
  POSTGRES_SMOKE,
  async ({ adminPage: me, browser }, testInfo) => {
    const { chief, username } = await colleaguePage(me, browser, testInfo);
    const note = await api(me, 'POST', '/api/v1/notes', {
      note: { title: `Runbook ${unique()}`, sections: [{ title: 'Power', content: '12 V' }] },
    });
    const url = `/dashboard/notes/${note.id}/edit`;
    await me.goto(url);
    await expect(me.getByLabel('Section 1 Content')).toHaveValue('12 V');
    await chief.goto(url);
    await chief.getByLabel('Section 1 Content').fill('24 V');
    await chief.getByLabel('Title', { exact: true }).fill('Runbook, draft');
    await chief.getByRole('button', { name: 'Save changes' }).click();
    await expect(chief).toHaveURL(new RegExp(`/dashboard/notes/${note.id}$`));

    await me.getByLabel('Title', { exact: true }).fill('Runbook, checked');
    await me.getByRole('button', { name: 'Save changes' }).click();
    const notice = me.getByRole('alert').filter({ hasText: 'after you opened this note' });
    await expect(notice).toContainText(`Title and Sections were changed by ${username} just now`);
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect(me).toHaveURL(new RegExp(`/dashboard/notes/${note.id}$`));

    const stored = await (await me.request.get(`/api/v1/notes/${note.id}`)).json();
    expect(stored.title).toBe('Runbook, checked');
    expect(stored.sections.map((s: { content: string }) => s.content)).toEqual(['24 V']);
  },
);

test('a form left open while its record is deleted says so', async ({
  adminPage: me,
  browser,
}, testInfo) => {
  const { chief } = await colleaguePage(me, browser, testInfo);
  const item = await api(me, 'POST', '/api/v1/inventory', { item: { name: `Cable ${unique()}` } });
  await me.goto(`/dashboard/inventory/${item.id}`);
  await expect(me.getByLabel('Quantity')).toHaveValue('0');
  await chief.goto(`/dashboard/inventory/${item.id}`);
  await chief.getByRole('button', { name: 'Delete this item' }).click(); // asks nothing first
  await expect(chief).toHaveURL(/\/dashboard\/inventory$/);

  // The quantity changes only through Adjust stock: the edit is of its specification.
  await me.getByLabel('Specification').fill('M6 × 20');
  await me.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    me.getByRole('alert').filter({ hasText: 'This item was deleted after you opened it' }),
  ).toContainText('Your changes were not saved.');
  await expect(me.getByLabel('Specification')).toHaveValue('M6 × 20');
});
