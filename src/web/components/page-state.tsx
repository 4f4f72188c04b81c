import type { Page } from '../store/pages';

// The reader's own locale and time zone: "9 Dec" and "09:00" as they would write them.
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "Scheduled for 9 Dec 09:00" in local time; a missing or bad date says only "Scheduled". */
export function scheduledLabel(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return 'Scheduled';
  return `Scheduled for ${day.format(at)} ${time.format(at)}`;
}

/** The badge's words for a page: Draft, Scheduled for …, Published. */
export function stateLabel(page: Pick<Page, 'state' | 'publish_at'>): string {
  if (page.state === 'draft') return 'Draft';
  if (page.state === 'scheduled') return scheduledLabel(page.publish_at);
  return 'Published';
}

/** A page's state as a badge, in the editor and in the pages list. */
export function PageStateBadge({ page }: { page: Pick<Page, 'state' | 'publish_at'> }) {
  // Pages written before publishing existed have no state: they are public.
  const state = page.state ?? 'published';
  const warning = state !== 'published' ? ' kit-badge--warning' : '';
  return <span className={`kit-badge${warning}`}>{stateLabel({ ...page, state })}</span>;
}

/** A datetime-local value ("2026-12-09T09:00"), read as local time → ISO with its offset. */
export function localToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.abs(Math.trunc(n))).padStart(2, '0');
  const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return `${local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** An ISO time → the datetime-local value showing it in local time. */
export function isoToLocal(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
