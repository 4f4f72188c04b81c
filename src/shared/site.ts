/**
 * The company's name where the server needs it too (the feed's author, page titles in the
 * documents it writes); src/web/content/company.ts takes it from here, so there is one spelling.
 */
export const SITE_NAME = 'Northwire Systems';

/** "Title · Northwire Systems", as the web app titles a page (src/web/lib/page-title.ts). */
export const siteTitle = (...parts: string[]) => [...parts, SITE_NAME].join(' · ');
