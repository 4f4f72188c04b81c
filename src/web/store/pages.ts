import type { Page } from '../../shared/resources/pages';
import type { ResourceState } from './create-resource-slice';
import type { RootState } from './store';
import { resources } from './resources';

export type { Page };

/**
 * The page form's values; what it sends is the shared PageInput (the resource factory wraps it as
 * {page:{…}} and adds id on update). The slug is text while edited: empty means "from the title".
 * The cover image: undefined keeps the saved one, null removes it, a data URL replaces it.
 * A type alias, not an interface, so it fits the registry's loose input type.
 */
export type PageFields = {
  title: string;
  content: string;
  description: string;
  slug: string;
  image?: string | null;
};

/** The pages resource: the one place the web app keeps pages (store/resources.ts). */
export const pagesResource = resources.pages;
export const pageActions = resources.pages.actions;

export const selectPages = (state: RootState): ResourceState<Page> => state.pages;

/** A page by id from the store: the current page if it is that one, else the list's copy. */
export const selectPageById = (state: RootState, id: number | null): Page | undefined => {
  if (id === null) return undefined;
  const pages = selectPages(state);
  if (pages.current?.id === id) return pages.current;
  return pages.items.find((page) => page.id === id);
};

/** "/12" → 12; anything that is not a positive whole number → null. */
export function parsePageId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Admins and superusers may change pages (docs/product.md: the UI hides what others may not do). */
export const selectCanEditPages = (state: RootState) =>
  state.session.active && (state.session.admin || state.session.superuser);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const utcDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * "12 Mar 2025", or null for a missing or bad date: in the browser's time zone, or in UTC as the
 * server renders it (a page the server rendered is hydrated with its text: use-hydrated.ts).
 */
export function formatDate(
  iso: string | undefined,
  zone: 'local' | 'UTC' = 'local',
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (zone === 'UTC' ? utcDateFormat : dateFormat).format(date);
}
