import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMailPagePath } from '../../shared/mail-links';

/** The largest id a page can have (an int4 column on PostgreSQL): any longer number is no page. */
const MAX_ID = 2_147_483_647;

/**
 * The HTML documents of a build, by what they answer: dist/web/prerendered/<path>/index.html for
 * each fixed public route, and <section>/404.html, the not-found page as a visitor sees it in that
 * section (its link in the header marked current), prerendered by scripts/prerender.ts.
 */
export function webDocuments(root: string) {
  const base = join(root, 'prerendered');
  const routes = new Map<string, string>();
  const notFound = new Map<string, string>();
  const entries = existsSync(base) ? readdirSync(base, { recursive: true, encoding: 'utf8' }) : [];
  for (const entry of entries) {
    const file = relative(root, join(base, entry));
    if (entry.endsWith('index.html')) {
      routes.set(`/${entry.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'), file);
    } else if (entry.endsWith('404.html')) {
      notFound.set(entry.slice(0, -'404.html'.length).replace(/\/$/, ''), file);
    }
  }
  return {
    /** The route's prerendered document, if it has one. */
    route: (path: string) => routes.get(path),
    /** The not-found document for a path: its section's, else the site's; the shell if none. */
    notFound: (path: string) =>
      notFound.get(path.split('/')[1] ?? '') ?? notFound.get('') ?? 'index.html',
  };
}

/** A request's path without its query or a trailing slash ("/services/" is "/services"). */
export const pathOf = (url: string) => url.split('?')[0]!.replace(/(.)\/$/, '$1');

/**
 * Whether the web app shows something at a path that has no prerendered document: the staff
 * area, registration and the pages a mail links to with a well-formed token (rendered in the
 * browser; whether the token still works is the page's to say), and a page (/{id}, /edit/{id}) that exists
 * (for the editor, staff's drafts and scheduled pages too: `editing`).
 * Must agree with src/web/app/routes.tsx; anything else is the not-found page, with a 404.
 */
export async function shownInBrowser(
  path: string,
  pageExists: (id: number, editing: boolean) => Promise<boolean>,
): Promise<boolean> {
  if (/^\/dashboard(\/|$)/.test(path) || path === '/register' || isMailPagePath(path)) return true;
  // The digits the web app reads as a page id (store/pages.ts, parsePageId).
  const [, edit, id] = /^(\/edit)?\/([1-9]\d{0,15})$/.exec(path) ?? [];
  if (id === undefined || Number(id) > MAX_ID) return false;
  return pageExists(Number(id), edit !== undefined);
}

/**
 * Whether a client takes an HTML document: it names text/html, text/* or *\/* (with a q above 0),
 * or sends no Accept at all, as curl, link previewers, monitors and feed readers do. A client that
 * names only other types (application/json) gets the JSON 404 instead.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*';
  });
}
