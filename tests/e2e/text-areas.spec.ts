import { join } from 'node:path';
import { api, expect, test } from './fixtures';
import { unique } from './support';

// A text area is as tall as its text, from three lines to twenty: an empty project description
// no longer pushes the money below the fold.

for (const width of [375, 1280]) {
  test(`a project's empty description is a few lines tall and grows as it is typed (${width} px)`, async ({
    adminPage: page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const project = (await api(page, 'POST', '/api/v1/projects', {
      project: { name: `Mast ${unique()}`, description: '' },
    })) as { id: number };
    // On a phone the form sits behind the Details tab (ADR 0038), which the URL can open.
    await page.goto(`/dashboard/projects/${project.id}${width < 640 ? '?tab=details' : ''}`);
    const details = page.locator('form').filter({ has: page.getByLabel('Class') });
    const description = details.getByLabel('Description', { exact: true });
    await expect(description).toHaveAttribute('rows', '15');
    const lineHeight = await description.evaluate((el) =>
      parseFloat(getComputedStyle(el).lineHeight),
    );
    const height = async () => (await description.boundingBox())!.height;
    const empty = await height();
    expect(empty).toBeLessThan(5 * lineHeight);
    expect(empty).toBeGreaterThanOrEqual(3 * lineHeight);

    const file = `text-areas-project-${width}.png`;
    const dir = process.env.SHOTS_DIR;
    const path = dir ? join(dir, file) : testInfo.outputPath(file);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(file, { path, contentType: 'image/png' });

    await description.fill(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}`).join('\n'));
    const eight = await height();
    expect(eight).toBeGreaterThan(empty + 4 * lineHeight);
    // At twenty lines it stops and scrolls.
    await description.fill(Array.from({ length: 40 }, (_, i) => `Line ${i + 1}`).join('\n'));
    const forty = await height();
    expect(forty).toBeLessThan(22 * lineHeight);
    expect(await description.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });
}
