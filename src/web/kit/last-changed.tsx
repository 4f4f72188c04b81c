import type { RecordStamps } from '../../shared/resources/define';
import { dayOf, exactTime } from '../lib/time-ago';

/**
 * "Changed 25 Nov 2026 by chief", the exact time on hover: when a record last changed, from the
 * stamps every record answer carries (a public page's leave out who).
 */
export function LastChanged({ record }: { record: object }) {
  const { updated_at: at, updated_by: by } = record as Partial<RecordStamps>;
  const shown = dayOf(at);
  if (!at || !shown) return null;
  return (
    <span className="kit-row__meta">
      Changed{' '}
      <time dateTime={at} title={exactTime(at)}>
        {shown}
      </time>
      {by ? ` by ${by}` : null}
    </span>
  );
}
