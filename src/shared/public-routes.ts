import { FORGOT_PASSWORD_PATH, MAIL_LINK_PAGES } from './mail-links';

/**
 * The public site's routes, shared by the server (robots.txt, sitemap.xml) and the web app.
 *
 * The slugs must match the services, portfolio cases and people in src/web/content/company.ts
 * (tests/api/seo.test.ts checks that they do). The server never imports web code, so they live here.
 */
export const SERVICE_SLUGS = ['website-development', 'cctv', 'satellite-tv'] as const;
export const PORTFOLIO_CASE_SLUGS = [
  'security-system',
  'lighting-project',
  'member-management',
] as const;
export const PERSON_SLUGS = ['amara-okafor', 'tomasz-wojcik', 'priya-nair'] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type PortfolioCaseSlug = (typeof PORTFOLIO_CASE_SLUGS)[number];
export type PersonSlug = (typeof PERSON_SLUGS)[number];

export const servicePath = (slug: string) => `/services/${slug}`;
export const portfolioCasePath = (slug: string) => `/portfolio/${slug}`;
export const personPath = (slug: string) => `/people/${slug}`;
/** A page's public address: /{slug}, or /{id} for a page without one (written around the app). */
export const pagePath = (page: { id: number; slug?: string | null }) =>
  page.slug ? `/${page.slug}` : `/${page.id}`;
/** The prerendered frame a published page is served in (scripts/prerender.ts), under dist/web/prerendered. */
export const PAGE_DOCUMENT = 'page.html';
/** Where the page's frame takes the page, rendered (scripts/prerender.ts, page-answers.ts). */
export const PAGE_MARKUP = '<!--page-markup-->';
/** The id of the JSON data block a served page's record is in (src/web/features/page-view/served-page.ts). */
export const SERVED_PAGE_ELEMENT = 'served-page';
/** What the waitlist keeps and how to be removed from it: the form and the footer link here. */
export const PRIVACY_PATH = '/privacy';

/** Every fixed public route, in site order; the pages (/{id}) come from the database. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/services',
  ...SERVICE_SLUGS.map(servicePath),
  '/portfolio',
  ...PORTFOLIO_CASE_SLUGS.map(portfolioCasePath),
  '/people',
  ...PERSON_SLUGS.map(personPath),
  PRIVACY_PATH,
  '/contact',
  '/login',
];

/**
 * Path prefixes that search engines should not crawl: the staff area, page editing, the API, the
 * forgotten-password form and the pages a mail links to. Those end in "/" (each is {prefix}/{token}),
 * so a page slugged like one of them ("/invitation") stays crawlable.
 */
export const NON_INDEXED_PREFIXES: readonly string[] = [
  '/dashboard',
  '/edit',
  '/api',
  FORGOT_PASSWORD_PATH,
  ...Object.values(MAIL_LINK_PAGES).map((prefix) => `${prefix}/`),
];
