import { Link } from 'react-router';
import { exactTime, timeAgo } from '../../lib/time-ago';

interface Props {
  sentence: string;
  at: string;
  /** The activity log links each line to the record's screen; a panel is already on it. */
  to?: string | null;
}

/** "chief changed Contact phone from … to … · 2 hours ago", the exact time on hover. */
export function HistoryLine({ sentence, at, to }: Props) {
  return (
    <>
      {to ? (
        <Link className="history-line__text" to={to}>
          {sentence}
        </Link>
      ) : (
        <span className="history-line__text">{sentence}</span>
      )}{' '}
      <span className="history-line__when">
        <span aria-hidden="true">· </span>
        <time dateTime={at} title={exactTime(at)}>
          {timeAgo(at)}
        </time>
      </span>
    </>
  );
}
