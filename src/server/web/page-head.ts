import { excerpt } from '../../shared/plain-text';
import { PAGE_MARKUP, SERVED_PAGE_ELEMENT, pagePath } from '../../shared/public-routes';
import { SITE_NAME, siteTitle } from '../../shared/site';
import { imageUrl } from '../images';
import type { PublicPage } from '../repositories/public-pages';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON for a <script> data block: no "<" (so no "</script>" or "<!--" in a title ends it early),
 * and no U+2028/2029, which old parsers read as line ends.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The feed's link, which every public document carries (src/web/index.html has it too). */
export const FEED_LINK = `<link rel="alternate" type="application/atom+xml" title="${SITE_NAME}" href="/feed.xml" />`;

/** What a page says of itself in a search result or a card: its description, else an excerpt. */
export const summaryOf = (page: Pick<PublicPage, 'description' | 'content' | 'title'>) =>
  page.description.trim() || excerpt(page.content, 160) || page.title;

/** Seconds-precision ISO time, as feeds and structured data usually write it. */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The absolute URLs a page's head names: its canonical address and its cover, if any. */
export function pageUrls(page: PublicPage, site: string) {
  const cover = imageUrl('pages', page.id, page.image_hash);
  return { url: site + pagePath(page), image: cover ? site + cover : null };
}

/**
 * A page's head tags: title, description, canonical, Open Graph, Twitter card and JSON-LD
 * Article. Every value is the page's own (user) text, so every value is escaped. Each tag is
 * marked data-page-head, so the web app can drop them when the visitor moves to another route.
 */
export function pageHead(page: PublicPage, site: string): string {
  const { url, image } = pageUrls(page, site);
  const description = summaryOf(page);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" data-page-head />`;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title,
    description,
    datePublished: isoSeconds(page.published),
    dateModified: isoSeconds(page.updated),
    url,
    mainEntityOfPage: url,
    publisher: { '@type': 'Organization', name: SITE_NAME },
    ...(image && { image }),
  };
  return [
    `<title>${escapeHtml(siteTitle(page.title))}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" data-page-head />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json" data-page-head>${scriptJson(article)}</script>`,
  ].join('\n    ');
}

/**
 * The page's frame with the page's markup in place of PAGE_MARKUP, and its record (the API's
 * answer for it) in a JSON data block, which the web app hydrates the markup from
 * (src/web/features/page-view/served-page.ts): outside the app's root, whose children React owns.
 */
export function withPage(frame: string, markup: string, record: unknown): string {
  const data = `<script type="application/json" id="${SERVED_PAGE_ELEMENT}">${scriptJson(record)}</script>`;
  return frame.replace('</body>', () => `  ${data}\n  </body>`).replace(PAGE_MARKUP, () => markup);
}

/** The shell (the built index.html) with the page's head in place of its title and description. */
export function pageDocument(shell: string, page: PublicPage, site: string): string {
  let head = pageHead(page, site);
  if (!shell.includes('application/atom+xml')) head += `\n    ${FEED_LINK}`;
  return shell
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => head);
}
