import { Link } from 'react-router';
import { exactTime, timeAgo } from '../../lib/time-ago';

interface Props {
  sentence: string;
  at: string;
  /** The activity log's lines are rows linking to the record's screen; a panel is already on it. */
  to?: string | null;
}

/** "chief changed Contact phone from … to … · 2 hours ago", the exact time on hover. */
export function HistoryLine({ sentence, at, to }: Props) {
  const when = (
    <time dateTime={at} title={exactTime(at)}>
      {timeAgo(at)}
    </time>
  );
  if (to)
    return (
      <Link className="kit-row history-row" to={to}>
        <span className="history-row__text">{sentence}</span>{' '}
        <span className="history-line__when">{when}</span>
      </Link>
    );
  return (
    <>
      <span className="history-line__text">{sentence}</span>{' '}
      <span className="history-line__when">
        <span aria-hidden="true">· </span>
        {when}
      </span>
    </>
  );
}
