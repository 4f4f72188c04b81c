import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { colleaguePage, expectNoAxeViolations, unique } from './support';

// ADR 0037: two editors who changed different fields both keep their change without a conflict
// screen; the second is told afterwards who changed what. The signed-in account's own write in
// another tab is "you, in another window".

const newClient = (page: Page) =>
  api(page, 'POST', '/api/v1/clients', {
    client: { organization_name: `Harbour ${unique()}`, phone_number: '+1 555 0100' },
  }) as Promise<{ id: number }>;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `quiet-merge-${name}.png`;
  const dir = process.env.SHOTS_DIR;
  const path = dir ? join(dir, file) : testInfo.outputPath(file);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(file, { path, contentType: 'image/png' });
}

for (const width of [375, 1280]) {
  test(`two people, different fields: both kept, and the second is told (${width} px)`, async ({
    adminPage: me,
    browser,
  }, testInfo) => {
    await me.setViewportSize({ width, height: 800 });
    const { chief, username } = await colleaguePage(me, browser, testInfo);
    const client = await newClient(me);
    const url = `/dashboard/clients/${client.id}`;
    await me.goto(url); // I opened it first
    await expect(me.getByLabel('Contact phone', { exact: true })).toHaveValue('+1 555 0100');
    await chief.goto(url);
    await chief.getByLabel('Location (City)', { exact: true }).fill('Nairobi');
    await chief.getByRole('button', { name: 'Save changes' }).click();
    await expect(chief.getByText('Changes saved')).toBeVisible();

    await me.getByLabel('Contact phone', { exact: true }).fill('+1 555 0199');
    await me.getByRole('button', { name: 'Save changes' }).click();
    const notice = me
      .getByRole('status')
      .getByText(`${username} changed Location (City) meanwhile; both changes kept.`);
    await expect(notice).toBeVisible();
    await expect(me.locator('.kit-conflict')).toHaveCount(0);
    // The form shows both, and is saved: nothing left to save.
    await expect(me.getByLabel('Location (City)', { exact: true })).toHaveValue('Nairobi');
    await expect(me.getByLabel('Contact phone', { exact: true })).toHaveValue('+1 555 0199');
    await expect(me.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expectNoAxeViolations(me);
    await shoot(me, testInfo, `two-people-${width}`);

    const stored = await (await me.request.get(`/api/v1/clients/${client.id}`)).json();
    expect(stored).toMatchObject({ phone_number: '+1 555 0199', city: 'Nairobi' });
    expect(stored.updated_by).toBe('admin');
  });
}

test(
  'the same account in two tabs: "you, in another window", different fields merge',
  POSTGRES_SMOKE,
  async ({ adminPage: first }, testInfo) => {
    const second = await first.context().newPage();
    const client = await newClient(first);
    const url = `/dashboard/clients/${client.id}`;
    await first.goto(url);
    await expect(first.getByLabel('Contact phone', { exact: true })).toHaveValue('+1 555 0100');
    await second.goto(url);
    await second.getByLabel('Location (City)', { exact: true }).fill('Mombasa');
    await second.getByRole('button', { name: 'Save changes' }).click();
    await expect(second.getByText('Changes saved')).toBeVisible();

    await first.getByLabel('Contact phone', { exact: true }).fill('+1 555 0123');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      first
        .getByRole('status')
        .getByText('You, in another window, changed Location (City) meanwhile; both changes kept.'),
    ).toBeVisible();
    await expect(first.getByLabel('Location (City)', { exact: true })).toHaveValue('Mombasa');
    await shoot(first, testInfo, 'another-window-1280');

    // A save of the field the other tab changed too: the conflict screen, naming it the same way.
    await second.getByLabel('Contact phone', { exact: true }).fill('+1 555 0456');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const notice = second.getByRole('alert').filter({ hasText: 'after you opened this client' });
    await expect(notice).toContainText(
      'Contact phone was changed by you, in another window, just now',
    );
    await expect(notice).toContainText('Theirs: +1 555 0123 · Yours: +1 555 0456');
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect(second.getByText('Changes saved')).toBeVisible();
    const stored = await (await first.request.get(`/api/v1/clients/${client.id}`)).json();
    expect(stored).toMatchObject({ phone_number: '+1 555 0456', city: 'Mombasa' });
  },
);
