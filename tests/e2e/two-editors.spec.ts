import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { colleaguePage, unique } from './support';

// Two staff members on one record: the second save never silently puts back the first one's
// change. The second page says who changed what; "Keep mine" saves its own field over theirs.

test(
  'a client: chief saves the phone, then I save the city; both are kept',
  POSTGRES_SMOKE,
  async ({ adminPage: me, browser }, testInfo) => {
    const { chief, username } = await colleaguePage(me, browser, testInfo);
    const client = await api(me, 'POST', '/api/v1/clients', {
      client: { organization_name: `Harbour ${unique()}`, phone_number: '+1 555 0100' },
    });
    const url = `/dashboard/clients/${client.id}`;
    await me.goto(url); // I opened it first
    await expect(me.getByLabel('Location (City)')).toHaveValue('');
    await chief.goto(url);
    await chief.getByLabel('Contact phone').fill('+1 555 0199');
    await chief.getByRole('button', { name: 'Save changes' }).click();
    await expect(chief.getByText('Changes saved')).toBeVisible();

    await me.getByLabel('Location (City)').fill('Mombasa');
    await me.getByRole('button', { name: 'Save changes' }).click();
    const notice = me.getByRole('alert').filter({ hasText: 'after you opened this client' });
    await expect(notice).toContainText(`Contact phone was changed by ${username} just now`);
    await expect(me.getByLabel('Location (City)')).toHaveValue('Mombasa'); // nothing lost
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect(me.getByText('Changes saved')).toBeVisible();
    await expect(me.getByLabel('Contact phone')).toHaveValue('+1 555 0199');

    const stored = await (await me.request.get(`/api/v1/clients/${client.id}`)).json();
    expect(stored).toMatchObject({ phone_number: '+1 555 0199', city: 'Mombasa' });
    expect(stored.updated_by).toBe('admin');
  },
);

test(
  'a note: chief saves a section, then I save the title; both are kept',
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
    await chief.getByRole('button', { name: 'Save changes' }).click();
    await expect(chief).toHaveURL(new RegExp(`/dashboard/notes/${note.id}$`));

    await me.getByLabel('Title', { exact: true }).fill('Runbook, checked');
    await me.getByRole('button', { name: 'Save changes' }).click();
    const notice = me.getByRole('alert').filter({ hasText: 'after you opened this note' });
    await expect(notice).toContainText(`Sections were changed by ${username} just now`);
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

  await me.getByLabel('Quantity').fill('4');
  await me.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    me.getByRole('alert').filter({ hasText: 'This item was deleted after you opened it' }),
  ).toContainText('Your changes were not saved.');
  await expect(me.getByLabel('Quantity')).toHaveValue('4');
});
