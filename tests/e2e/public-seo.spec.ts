import { PUBLIC_PATHS } from '../../src/shared/public-routes';
import { expect, test } from './fixtures';
import { createPage, unique, waitForScreen } from './support';

test('each public route has its own document title and a meta description', async ({
  adminPage: page,
}) => {
  const run = unique();
  const post = await createPage(page, `Titled page ${run}`, `The description of page ${run}.`);
  await page.context().clearCookies();

  const seen: { path: string; title: string; description: string }[] = [];
  for (const [path, title] of [
    ['/', /Systems that work/],
    ['/services', /^Services\b/],
    ['/portfolio', /^Portfolio\b/],
    ['/people', /^People\b/],
    [`/${post.id}`, new RegExp(`^Titled page ${run}\\b`)],
    [`/${post.slug}`, new RegExp(`^Titled page ${run}\\b`)],
  ] as const) {
    await page.goto(path);
    await waitForScreen(page);
    await expect(page, path).toHaveTitle(title);
    const description = page.locator('meta[name="description"]');
    await expect(description, path).toHaveCount(1);
    await expect(description, path).toHaveAttribute('content', /\S/);
    seen.push({
      path,
      title: await page.title(),
      description: (await description.getAttribute('content')) ?? '',
    });
  }

  // A page's two addresses are one page: the same title.
  const titles = [...new Set(seen.map((s) => s.title))];
  expect(titles, `distinct titles: ${JSON.stringify(titles)}`).toHaveLength(seen.length - 1);
  for (const { path, title } of seen) expect(title.trim(), path).not.toBe('');
  // The page's description comes from its own content.
  expect(seen.at(-1)!.description).toContain(`The description of page ${run}`);
});

test("a post's document carries its canonical, social card and JSON-LD, and moving on drops them", async ({
  adminPage: page,
  baseURL,
}) => {
  const post = await createPage(page, `Card page ${unique()}`, 'A post with a card.');
  await page.context().clearCookies();
  await page.goto(`/${post.id}`);
  await waitForScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  // Still there after hydration: the server wrote them, the web app keeps them.
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `${baseURL}/${post.slug}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', post.title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Article', headline: post.title });
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  // Another route is not that post: its canonical and card go.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(canonical).toHaveCount(0);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
});

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  await waitForScreen(page);
  const home = await page.title();
  await page.getByRole('link', { name: 'See our work' }).first().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page).toHaveTitle(/^Portfolio\b/);
  expect(await page.title()).not.toBe(home);
});

test('/robots.txt answers with the crawling rules and the sitemap', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const body = await res.text();
  expect(body).toContain('User-agent: *');
  expect(body).toContain('Disallow: /dashboard');
  expect(body).toContain('Disallow: /edit');
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('/sitemap.xml answers and lists the public routes and a page just created', async ({
  adminPage: page,
  baseURL,
}) => {
  const post = await createPage(page, `Sitemapped ${unique()}`, 'In the sitemap.');
  const res = await page.request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const body = await res.text();
  expect(body).toMatch(/^<\?xml /);
  expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${baseURL}/${post.slug}`);
  for (const path of PUBLIC_PATHS) expect(locs).toContain(`${baseURL}${path}`);
  expect(locs.some((loc) => /\/(dashboard|edit)\b/.test(loc ?? ''))).toBe(false);
});
