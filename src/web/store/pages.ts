import type { Page } from '../../shared/resources/pages';
import type { ResourceState } from './create-resource-slice';
import type { RootState } from './store';
import { resources } from './resources';

export type { Page };

/**
 * What the page forms send; the resource factory wraps it as {page:{…}} (and adds id on update).
 * A type alias, not an interface, so it fits the registry's loose input type.
 */
export type PageFields = {
  title: string;
  content: string;
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

/** Trims both fields before sending (product.md §5). */
export const trimmed = ({ title, content }: PageFields): PageFields => ({
  title: title.trim(),
  content: content.trim(),
});

/** Admins and superusers may change pages (docs/product.md: the UI hides what others may not do). */
export const selectCanEditPages = (state: RootState) =>
  state.session.active && (state.session.admin || state.session.superuser);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** "12 Mar 2025", or null for a missing or bad date. */
export function formatDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
