import type { SearchHit } from '../../../shared/search';
import { viewListName, viewPath, type SavedView } from '../../../shared/views';
import type { RecentRecord } from '../../lib/recent-records';
import { countOf } from '../../kit/count';
import { capitalized, nounOf } from '../../lib/records';

/** Something the palette runs: a screen to open ("New client", "Go to Clients"). */
export interface PaletteAction {
  label: string;
  to: string;
  /** Offered first, even with nothing typed (Go to My work). */
  pinned?: boolean;
}

/** One choice in the list, and where choosing it goes. */
export interface PaletteOption {
  key: string;
  label: string;
  detail?: string;
  to: string;
}

export interface PaletteGroup {
  key: string;
  title: string;
  options: PaletteOption[];
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every typed word starts a word of the text. */
const startsWords = (typed: string[], text: string) => {
  const own = wordsOf(text);
  return typed.every((word) => own.some((w) => w.startsWith(word)));
};

/** The actions in which every typed word starts a word: "new cli" finds "New client". */
export function matchActions(actions: PaletteAction[], text: string): PaletteAction[] {
  const typed = wordsOf(text);
  if (typed.length === 0) return [];
  return actions.filter((action) => startsWords(typed, action.label));
}

/** A saved view as the palette names it: "View: Clients in Norway". */
export const viewLabel = (view: SavedView) => `View: ${view.name}`;

/**
 * The saved views (ADR 0035) whose label or list every typed word starts a word of: "view"
 * finds them all, "norway" or "clients" the view "Clients in Norway" of the clients list.
 */
export function matchViews(views: SavedView[], text: string): PaletteOption[] {
  const typed = wordsOf(text);
  if (typed.length === 0) return [];
  return views
    .filter((view) => startsWords(typed, `${viewLabel(view)} ${viewListName(view.resource)}`))
    .map((view) => ({
      key: `view-${view.id}`,
      label: viewLabel(view),
      detail: [viewListName(view.resource), view.shared ? `shared by ${view.owner.username}` : null]
        .filter(Boolean)
        .join(' · '),
      to: viewPath(view),
    }));
}

/** Hits grouped by resource, each group where its best hit ranks, each hit once. */
export function hitGroups(hits: SearchHit[]): PaletteGroup[] {
  const groups = new Map<string, PaletteGroup>();
  const seen = new Set<string>();
  for (const hit of hits) {
    const key = `${hit.resource}-${hit.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const title = capitalized(nounOf(hit.resource, 2));
    const group = groups.get(hit.resource) ?? { key: hit.resource, title, options: [] };
    groups.set(hit.resource, group);
    group.options.push({ key, label: hit.title, detail: hit.excerpt || undefined, to: hit.url });
  }
  return [...groups.values()];
}

interface Found {
  text: string;
  actions: PaletteAction[];
  hits: SearchHit[];
  recent: RecentRecord[];
  /** The saved views this user sees. */
  views?: SavedView[];
}

/**
 * What the list shows: with nothing typed, the pinned actions (My work) and the records opened
 * last; else the matching actions (the pinned first, as they are given), the matching saved
 * views, then the hits. Actions and views come first because they show at once, while the hits
 * arrive later: the first option, which Enter opens, does not change under a fast typist's finger.
 */
export function paletteGroups({ text, actions, hits, recent, views = [] }: Found): PaletteGroup[] {
  if (text.trim() === '') {
    const options = recent.map((r) => ({
      key: `recent-${r.resource}-${r.id}`,
      label: r.title,
      detail: capitalized(nounOf(r.resource)),
      to: r.url,
    }));
    const pinned = actions
      .filter((a) => a.pinned)
      .map((a) => ({ key: `action-${a.to}`, label: a.label, to: a.to }));
    return [
      ...(pinned.length > 0 ? [{ key: 'pinned', title: 'Go to', options: pinned }] : []),
      ...(options.length > 0 ? [{ key: 'recent', title: 'Recently opened', options }] : []),
    ];
  }
  const matched = matchActions(actions, text).map((a) => ({
    key: `action-${a.to}`,
    label: a.label,
    to: a.to,
  }));
  const own = matched.length > 0 ? [{ key: 'actions', title: 'Actions', options: matched }] : [];
  const viewed = matchViews(views, text);
  const saved = viewed.length > 0 ? [{ key: 'views', title: 'Saved views', options: viewed }] : [];
  return [...own, ...saved, ...hitGroups(hits)];
}

interface Progress {
  text: string;
  search: boolean;
  loading: boolean;
  error: string | null;
  /** How many options are listed. */
  count: number;
}

/** The line under the field, read out as it changes: a hint, progress, the outcome or the error. */
export function paletteStatus({ text, search, loading, error, count }: Progress): string {
  const q = text.trim();
  if (error) return `The search failed: ${error}`;
  if (q === '') {
    if (count > 0) return '';
    return search
      ? 'Type a record’s name, or an action such as “New client”.'
      : 'Type where to go, such as “My account”.';
  }
  if (loading) return 'Searching…';
  return count === 0 ? `No results for “${q}”` : countOf(count, 'result', 'results');
}
