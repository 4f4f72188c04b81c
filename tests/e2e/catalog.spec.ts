import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { IMAGE_MAX_BYTES } from '../../src/shared/image';
import { bmp, png, pngHeader } from './image-bytes';
import { expectNoAxeViolations, unique } from './support';

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

/** Waits until a dashboard screen has loaded: nothing busy, no skeleton. */
async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

const imageInput = (page: Page) => page.getByLabel('Image', { exact: true });
const preview = (page: Page) => page.getByRole('img', { name: 'Preview of the image' });
const dropZone = (page: Page) => page.locator('.catalog-drop');

/** The JSON bodies of the POSTs to `path`, as the page sends them. */
function recordPosts(page: Page, path: string) {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) bodies.push(r.postDataJSON());
  });
  return bodies;
}

interface DroppedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Drags files from "the desktop" onto the drop zone: dragenter and dragover, then a drop unless told. */
async function dragFiles(page: Page, files: DroppedFile[], { drop = true } = {}) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      return data;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  );
  await dropZone(page).dispatchEvent('dragenter', { dataTransfer });
  await dropZone(page).dispatchEvent('dragover', { dataTransfer });
  if (drop) await dropZone(page).dispatchEvent('drop', { dataTransfer });
}

/**
 * A 3200 × 2000 PNG of more than 2 MiB: opaque blue on the left, transparent on the right, with a
 * 1000 × 600 patch of noise (which no compression shrinks) making it too large to send as it is.
 * Scaled to 1600 × 1000 the patch is a quarter of that, so the file then fits.
 */
function largePng() {
  const noise = randomBytes(1000 * 600 * 4);
  return png(3200, 2000, (row, y) => {
    for (let x = 0; x < 1600; x += 1) row.set([10, 92, 214, 255], x * 4);
    if (y < 600) noise.copy(row, 0, y * 4000, (y + 1) * 4000);
  });
}

/** The stored image of a tool, read back through the API as any client would. */
async function storedImage(page: Page, id: number) {
  const tool = (await (await page.request.get(`/api/v1/tools/${id}`)).json()) as {
    image_url: string;
  };
  expect(tool.image_url).toMatch(IMAGE_URL);
  return (await page.request.get(tool.image_url)).body();
}

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

test('the server has the last word: a BMP named .png decodes in the browser, the server refuses it', async ({
  adminPage: page,
}) => {
  // The browser decodes more formats than the server takes; the server reads the bytes (§5).
  await page.goto('/dashboard/stickers/new');
  await page.getByLabel('Name').fill(`Bitmap ${unique()}`);
  await imageInput(page).setInputFiles({
    name: 'bitmap.png',
    mimeType: 'image/png',
    buffer: bmp(4, 4),
  });
  await expect(preview(page)).toBeVisible();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/stickers') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
  const change = page.getByRole('button', { name: 'Change image' });
  await expect(change).toHaveAttribute('aria-invalid', 'true');
  await expect(change).toBeFocused();
  await expect(page).toHaveURL('/dashboard/stickers/new');
});

test('a text file named .png is refused in the browser as not an image, and never sent', async ({
  adminPage: page,
}) => {
  const posts = recordPosts(page, '/api/v1/stickers');
  await page.goto('/dashboard/stickers/new');
  await page.getByLabel('Name').fill(`Fake ${unique()}`);
  const fake = Buffer.from('this is text, not a PNG');
  await imageInput(page).setInputFiles({
    name: 'not-really.png',
    mimeType: 'image/png',
    buffer: fake,
  });
  await expect(page.getByText('Image could not be read as an image')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose image' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(preview(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/stickers');
  expect(posts).toHaveLength(1);
  expect(posts[0]).not.toHaveProperty('sticker.image');
});

for (const via of ['the file input', 'a drop'] as const) {
  test(`a 3200 × 2000 PNG chosen by ${via} is stored at 1600 × 1000, still a PNG with alpha`, async ({
    adminPage: page,
  }) => {
    const large = largePng();
    expect(large.length, 'too large to send unscaled').toBeGreaterThan(IMAGE_MAX_BYTES);
    const file = { name: 'large.png', mimeType: 'image/png', buffer: large };
    const posts = recordPosts(page, '/api/v1/tools');
    await page.goto('/dashboard/tools/new');
    await page.getByLabel('Name').fill(`Large ${unique()}`);
    if (via === 'a drop') await dragFiles(page, [file]);
    else await imageInput(page).setInputFiles(file);
    await expect(preview(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByRole('button', { name: 'Change image' })).toBeVisible();
    await expect(page.locator('.kit-field__error').last()).toBeEmpty();

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/tools') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const { id } = (await (await created).json()) as { id: number };
    await expect(page).toHaveURL('/dashboard/tools');
    expect(posts).toHaveLength(1);

    const stored = await storedImage(page, id);
    expect(pngHeader(stored)).toEqual({ width: 1600, height: 1000, colourType: 6 });
    expect(stored.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
  });
}

test('an image within 1600 px is sent as its own bytes', async ({ adminPage: page }, testInfo) => {
  await page.goto('/dashboard/tools/new');
  await page.getByLabel('Name').fill(`Dot ${unique()}`);
  await imageInput(page).setInputFiles(pngFile(testInfo));
  await expect(preview(page)).toHaveAttribute('src', PNG_DATA_URL);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/tools') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const { id } = (await (await created).json()) as { id: number };
  expect((await storedImage(page, id)).equals(PNG)).toBe(true);
});

test('a PNG still over 2 MiB once scaled to 1600 px is refused under the field, never sent', async ({
  adminPage: page,
}) => {
  // Noise all over, which no compression shrinks: 1700 × 600 is scaled to 1600 × 565, still
  // about 3.6 MB (kept this small as the file travels to the browser through the protocol).
  const noisy = png(1700, 600, (row) => randomBytes(row.length).copy(row));
  const posts = recordPosts(page, '/api/v1/tools');
  await page.goto('/dashboard/tools/new');
  await page.getByLabel('Name').fill(`Noise ${unique()}`);
  await imageInput(page).setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: noisy });
  await expect(page.getByText('Image must be at most 2 MiB')).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'No image yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/tools');
  expect(posts).toHaveLength(1);
  expect(posts[0]).not.toHaveProperty('tool.image');
});

test('a dropped text file, or several files, are handled under the field', async ({
  adminPage: page,
}) => {
  const text = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') };
  const dot = { name: 'dot.png', mimeType: 'image/png', buffer: PNG };
  const posts = recordPosts(page, '/api/v1/stickers');
  await page.goto('/dashboard/stickers/new');
  await page.getByLabel('Name').fill(`Dropped ${unique()}`);

  await dragFiles(page, [text]);
  await expect(page.getByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await expect(dropZone(page)).toHaveClass(/catalog-drop--invalid/);
  await expect(preview(page)).toHaveCount(0);
  await imageInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: text.buffer,
  });
  await expect(page.getByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await expect(preview(page)).toHaveCount(0);

  await dragFiles(page, [dot, text]);
  await expect(page.getByText('Only the first of the 2 files is used.')).toBeVisible();
  await expect(preview(page)).toHaveAttribute('src', PNG_DATA_URL);
  await expect(page.getByText('Image must be a PNG, JPEG, WebP or GIF image')).toHaveCount(0);
  expect(posts).toEqual([]);
});

test('the image field by keyboard: Tab reaches "Choose image", which opens the file chooser', async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard/tools/new');
  await page.getByLabel('Specification').focus();
  await page.keyboard.press('Tab');
  const choose = page.getByRole('button', { name: 'Choose image' });
  await expect(choose).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview(page)).toHaveAttribute('src', PNG_DATA_URL);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeFocused();
});

for (const c of CATALOGS.filter((catalog) => catalog.image)) {
  test(`axe: the new ${c.noun} form with an image preview`, async ({ adminPage: page }) => {
    await page.goto(`/dashboard/${c.name}/new`);
    await loaded(page);
    await imageInput(page).setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(preview(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await imageInput(page).setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: PNG });
    await expect(page.getByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

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

test('a quantity typed as the lists show it, 1,250, is taken', async ({ adminPage: page }) => {
  const name = `Washers ${unique()}`;
  await page.goto('/dashboard/inventory/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Quantity').fill('1,250');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).not.toHaveURL('/dashboard/inventory/new');
  const items = await (
    await page.request.get(`/api/v1/inventory?q=${encodeURIComponent(name)}`)
  ).json();
  expect(items.map((i: { quantity: number }) => i.quantity)).toEqual([1250]);
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

for (const width of [375, 1280]) {
  test(`screenshots of the image field at ${width} px: placeholder, drag over, preview`, async ({
    adminPage: page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const shoot = async (shot: string) => {
      const file = `catalog-image-${shot}-${width}.png`;
      const dir = process.env.SHOTS_DIR;
      const path = dir ? join(dir, file) : testInfo.outputPath(file);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(file, { path, contentType: 'image/png' });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, file).toBeLessThanOrEqual(width);
    };
    await page.goto('/dashboard/tools/new');
    await loaded(page);
    await expect(page.getByRole('img', { name: 'No image yet' })).toBeVisible();
    await shoot('placeholder');

    await dragFiles(page, [{ name: 'large.png', mimeType: 'image/png', buffer: largePng() }], {
      drop: false,
    });
    await expect(dropZone(page)).toHaveClass(/catalog-drop--over/);
    await expect(page.getByText('Drop to use this image')).toBeVisible();
    await shoot('drag-over');

    await dropZone(page).dispatchEvent('dragleave', {
      dataTransfer: await page.evaluateHandle(() => {
        const data = new DataTransfer();
        data.items.add(new File(['x'], 'x.png', { type: 'image/png' }));
        return data;
      }),
    });
    await expect(dropZone(page)).not.toHaveClass(/catalog-drop--over/);
    await imageInput(page).setInputFiles({
      name: 'large.png',
      mimeType: 'image/png',
      buffer: largePng(),
    });
    await expect(preview(page)).toBeVisible();
    await shoot('preview');
  });
}
