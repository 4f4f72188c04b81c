import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// A client's Comments card: a comment with an @mention picked from the suggestions by keyboard,
// shown with its author and time, edited in place and deleted; screenshots at a phone's and a
// laptop's width, no sideways scroll, no axe violations.

async function shoot(page: Page, testInfo: TestInfo, file: string, width: number) {
  const dir = process.env.SHOTS_DIR;
  const path = dir ? join(dir, file) : testInfo.outputPath(file);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(file, { path, contentType: 'image/png' });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, file).toBeLessThanOrEqual(width);
}

for (const width of [375, 1280]) {
  test(`comments on a client screen at ${width} px`, async ({ adminPage: page }, testInfo) => {
    const client = (await api(page, 'POST', '/api/v1/clients', {
      client: { organization_name: `Fjord Freight ${unique()}` },
    })) as { id: number };
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/dashboard/clients/${client.id}`);
    const card = page.getByRole('region', { name: 'Comments' });
    await expect(card.getByText('No comments yet.')).toBeVisible();

    const text = card.getByRole('textbox', { name: 'New comment' });
    await text.fill('Call back about `INV-42`, see https://example.com/orders and ask ');
    await text.press('End');
    await text.pressSequentially('@adm');
    const suggestions = card.getByRole('listbox', { name: 'Staff to mention' });
    await expect(suggestions.getByRole('option', { name: '@admin' })).toBeVisible();
    await text.press('ArrowDown');
    await text.press('ArrowUp');
    await expect(suggestions.getByRole('option', { name: '@admin' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await shoot(page, testInfo, `comments-suggestions-${width}.png`, width);
    await text.press('Enter');
    await expect(suggestions).toHaveCount(0);
    await expect(text).toHaveValue(/ask @admin $/);
    await text.pressSequentially('please');
    await text.press('Control+Enter');

    const comment = card.getByRole('listitem', { name: 'Comment by admin' });
    await expect(comment).toContainText('ask @admin please');
    await expect(comment.locator('time')).toHaveText(/just now|seconds? ago|minute ago/);
    await expect(comment.locator('code')).toHaveText('INV-42');
    await expect(comment.getByRole('link', { name: 'https://example.com/orders' })).toBeVisible();
    await expect(text).toHaveValue('');
    await shoot(page, testInfo, `comments-thread-${width}.png`, width);
    await expectNoAxeViolations(page);

    await comment.getByRole('button', { name: /^Edit/ }).click();
    const edit = comment.getByRole('textbox', { name: 'Edit the comment' });
    await edit.fill('Called back: all settled.');
    await comment.getByRole('button', { name: 'Save' }).click();
    await expect(comment).toContainText('Called back: all settled.');
    await expect(comment).toContainText('edited');
    // The record's History says so too.
    await expect(page.getByRole('list', { name: 'History' })).toContainText('comment');

    await comment.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card.getByText('No comments yet.')).toBeVisible();
  });
}

for (const width of [375, 1280]) {
  test(`a task's comments on its project screen at ${width} px`, async ({
    adminPage: page,
  }, testInfo) => {
    const project = (await api(page, 'POST', '/api/v1/projects', {
      project: { name: `Harbour lights ${unique()}`, description: '' },
    })) as { id: number };
    await api(page, 'POST', '/api/v1/tasks', {
      task: { name: 'Mount cameras', description: 'North pier', project_id: project.id },
    });
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/dashboard/projects/${project.id}`);
    const toggle = page.getByRole('button', { name: 'Comments (0) on Mount cameras' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = page.getByRole('group', { name: 'Comments on Mount cameras' });
    await thread.getByRole('textbox', { name: 'New comment' }).fill('Brackets arrive Monday');
    await thread.getByRole('button', { name: 'Comment' }).click();
    await expect(thread.getByRole('listitem', { name: 'Comment by admin' })).toContainText(
      'Brackets arrive Monday',
    );
    await expect(page.getByRole('button', { name: 'Comments (1) on Mount cameras' })).toBeVisible();
    await shoot(page, testInfo, `comments-task-${width}.png`, width);
    await expectNoAxeViolations(page);
  });
}
