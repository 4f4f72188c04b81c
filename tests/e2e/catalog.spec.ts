import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { unique } from './support';

/** The three catalogs as a user meets them (product.md §2). */
const CATALOGS = [
  {
    name: 'inventory',
    title: 'Inventory',
    noun: 'item',
    Noun: 'Item',
    add: '+ Add Item',
    text: 'Specification',
    quantity: true,
    image: false,
  },
  {
    name: 'stickers',
    title: 'Stickers',
    noun: 'sticker',
    Noun: 'Sticker',
    add: '+ Add Sticker',
    text: 'Description',
    quantity: true,
    image: true,
  },
  {
    name: 'tools',
    title: 'Tools',
    noun: 'tool',
    Noun: 'Tool',
    add: '+ Add Tool',
    text: 'Specification',
    quantity: false,
    image: true,
  },
] as const;

// A 1×1 PNG, as dashboard.spec.ts uploads it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;
const IMAGE_URL = /\/api\/v1\/(stickers|tools)\/\d+\/image\?v=/;

function pngFile(testInfo: TestInfo) {
  const path = testInfo.outputPath('dot.png');
  writeFileSync(path, PNG);
  return path;
}

/** Runs axe-core on the loaded screen and fails with a readable list of what it found. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits until a dashboard screen has loaded: nothing busy, no skeleton. */
async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

for (const c of CATALOGS) {
  test(`${c.title}: add one, see its card, edit it, delete it`, async ({
    adminPage: page,
  }, testInfo) => {
    const name = `${c.Noun} ${unique()}`;
    await page.goto(`/dashboard/${c.name}`);
    await loaded(page);
    await expectNoAxeViolations(page);

    await page.getByRole('banner').getByRole('link', { name: c.add }).click();
    await expect(page).toHaveURL(`/dashboard/${c.name}/new`);
    await expect(page.getByRole('heading', { name: `Add ${c.noun}` })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel('Name').fill(name);
    await page.getByLabel(c.text).fill('First text');
    if (c.quantity) await page.getByLabel('Quantity').fill('12');
    if (c.image) {
      await page.getByLabel('Image', { exact: true }).setInputFiles(pngFile(testInfo));
      await expect(page.getByRole('img', { name: 'Preview of the image' })).toHaveAttribute(
        'src',
        PNG_DATA_URL,
      );
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(`/dashboard/${c.name}`);
    await expect(page.getByText(`${c.Noun} added`)).toBeVisible();
    const card = cardOf(page, name);
    if (c.name !== 'stickers') await expect(card).toContainText('First text');
    if (c.quantity) await expect(card).toContainText('Quantity: 12');
    if (c.image) await expect(card.locator('img')).toHaveAttribute('src', IMAGE_URL);

    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${c.name}/\\d+$`));
    await loaded(page);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    if (c.image) {
      await expect(page.getByRole('img', { name: 'Preview of the image' })).toHaveAttribute(
        'src',
        IMAGE_URL,
      );
    }
    await expectNoAxeViolations(page);

    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await page.getByLabel(c.text).fill('Second text');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel(c.text)).toHaveValue('Second text');

    await page.getByRole('button', { name: `Delete this ${c.noun}` }).click();
    await expect(page).toHaveURL(`/dashboard/${c.name}`);
    await expect(page.getByText(`${c.Noun} “${name}” deleted`)).toBeVisible();
    await loaded(page);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
}

test('the server refuses an image whose bytes are not an image, and the field says so', async ({
  adminPage: page,
}, testInfo) => {
  // The browser checks the claimed type (image/png, from the name); only the server reads the bytes.
  const fake = testInfo.outputPath('not-really.png');
  writeFileSync(fake, 'this is text, not a PNG');
  await page.goto('/dashboard/stickers/new');
  await page.getByLabel('Name').fill(`Fake ${unique()}`);
  const image = page.getByLabel('Image', { exact: true });
  await image.setInputFiles(fake);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/stickers') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await expect(image).toBeFocused();
  await expect(page).toHaveURL('/dashboard/stickers/new');
});

test('a quantity the shared schema refuses is marked in the browser, never sent', async ({
  adminPage: page,
}) => {
  // The form checks the server's own schema first, so no quantity reaches the server to be
  // refused there: the browser marks the field instead.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/inventory')) posts.push(r.url());
  });
  await page.goto('/dashboard/inventory/new');
  await page.getByLabel('Name').fill(`Bolts ${unique()}`);
  const quantity = page.getByLabel('Quantity');
  await quantity.fill('-1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quantity must be 0 or more')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toBeFocused();
  await quantity.fill('1.5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quantity must be a whole number')).toBeVisible();
  expect(posts).toEqual([]);
  await expect(page).toHaveURL('/dashboard/inventory/new');
});

test('a search is in the URL: a reload keeps the query and its results', async ({
  adminPage: page,
}) => {
  const tag = unique();
  for (const name of [`Hammer ${tag}`, `Hacksaw ${tag}`, `Pliers ${unique()}`]) {
    await api(page, 'POST', '/api/v1/tools', { tool: { name, specification: '' } });
  }
  await page.goto('/dashboard/tools');
  await loaded(page);
  await page.getByLabel('Search tools').fill(tag);
  await expect(page).toHaveURL(`/dashboard/tools?q=${tag}`);
  const results = page.getByRole('list', { name: 'Tools' }).getByRole('heading');
  await expect(results).toHaveText([`Hacksaw ${tag}`, `Hammer ${tag}`]);
  await expect(page.getByText('2 tools')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search tools')).toHaveValue(tag);
  await expect(results).toHaveText([`Hacksaw ${tag}`, `Hammer ${tag}`]);
  await expect(page.getByText('2 tools')).toBeVisible();
});

test('an unknown id returns to the list', async ({ adminPage: page }) => {
  for (const c of CATALOGS) {
    await page.goto(`/dashboard/${c.name}/999999`);
    await expect(page).toHaveURL(`/dashboard/${c.name}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  }
  await page.goto('/dashboard/stickers/not-an-id');
  await expect(page).toHaveURL('/dashboard/stickers');
});

const SCREENS = [
  { shot: 'list', path: () => '/dashboard/stickers' },
  { shot: 'new', path: () => '/dashboard/tools/new' },
  { shot: 'detail', path: (id: number) => `/dashboard/stickers/${id}` },
];

for (const width of [375, 1280]) {
  test(`screenshots of a list, a new form and a detail at ${width} px`, async ({
    adminPage: page,
  }, testInfo) => {
    let last = 0;
    for (const [i, name] of ['Round logo', 'Square badge', 'Laptop sticker'].entries()) {
      const sticker = (await api(page, 'POST', '/api/v1/stickers', {
        sticker: { name: `${name} ${unique()}`, description: '', quantity: (i + 1) * 25 },
      })) as { id: number };
      last = sticker.id;
    }
    await api(page, 'PUT', `/api/v1/stickers/${last}`, {
      id: last,
      sticker: { image: PNG_DATA_URL, description: 'Matte vinyl, 8 cm across.' },
    });
    await page.setViewportSize({ width, height: 800 });
    for (const screen of SCREENS) {
      await page.goto(screen.path(last));
      await loaded(page);
      const dir = process.env.SHOTS_DIR;
      const file = `catalog-${screen.shot}-${width}.png`;
      const path = dir ? join(dir, file) : testInfo.outputPath(file);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(file, { path, contentType: 'image/png' });
      // Nothing wider than the viewport: no horizontal scrolling on a phone or a laptop.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, file).toBeLessThanOrEqual(width);
    }
  });
}
