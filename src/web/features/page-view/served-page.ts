import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { Page } from '../../store/pages';
import { SERVED_PAGE_ELEMENT } from '../../../shared/public-routes';

/**
 * A published page's record as the server wrote it into the document it served at the page's
 * address, beside the page rendered as HTML (src/server/web/page-answers.ts): the article paints
 * from that HTML before any script, and the app hydrates it from this record instead of showing a
 * skeleton while it asks the API again.
 */
export type ServedPage = { path: string; page: Page };

export const ServedPageContext = createContext<ServedPage | null>(null);

/** The record in the document, if the server wrote one (null for every other document). */
export function readServedPage(doc: Document): ServedPage | null {
  const text = doc.getElementById(SERVED_PAGE_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as Page;
    return typeof page?.id === 'number' ? { path: doc.location.pathname, page } : null;
  } catch {
    return null;
  }
}

/** The served page while the visitor is at the address it was served at; else null. */
export function useServedPage(): Page | null {
  const served = useContext(ServedPageContext);
  const { pathname } = useLocation();
  return served?.path === pathname ? served.page : null;
}
