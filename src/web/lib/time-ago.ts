const exact = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** "just now", "2 minutes ago", "3 hours ago", "5 days ago": how long before `now` a time was. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = (now - Date.parse(iso)) / 1000;
  if (Number.isNaN(seconds)) return 'some time ago';
  if (seconds < 45) return 'just now';
  if (seconds < 45 * 60) return ago(Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 22 * 3600) return ago(Math.round(seconds / 3600), 'hour');
  return ago(Math.round(seconds / 86_400), 'day');
}

/** The exact time, for a title on hover: "25 Nov 2026, 14:02". */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : exact.format(date);
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** The day alone, "25 Nov 2026", or null for a missing or bad time. */
export function dayOf(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : day.format(date);
}
