import { Link } from 'react-router';
import { exactTime, timeAgo } from '../../lib/time-ago';

interface Props {
  sentence: string;
  at: string;
  /**
   * 'row' (the activity log): a list row, a link to the record's screen when it has one. 'line'
   * (a History panel, already on the record's screen): the sentence and its time.
   */
  variant: 'line' | 'row';
  to?: string | null;
}

/** "chief changed Contact phone from … to … · 2 hours ago", the exact time on hover. */
export function HistoryLine({ sentence, at, variant, to }: Props) {
  const when = (
    <time dateTime={at} title={exactTime(at)}>
      {timeAgo(at)}
    </time>
  );
  if (variant === 'row') {
    const content = (
      <>
        <span className="history-row__text">{sentence}</span>{' '}
        <span className="history-line__when">{when}</span>
      </>
    );
    // A sign-in under a name no account has: nothing to open.
    return to ? (
      <Link className="kit-row history-row" to={to}>
        {content}
      </Link>
    ) : (
      <div className="kit-row history-row">{content}</div>
    );
  }
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
