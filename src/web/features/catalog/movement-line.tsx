import { Link } from 'react-router';
import { STOCK_REASON_LABELS, type Movement } from '../../../shared/stock';
import { recordPath } from '../../lib/records';
import { exactTime, timeAgo } from '../../lib/time-ago';

const number = new Intl.NumberFormat('en');

/** "+3", "−2" (a real minus sign), grouped: how much a movement added or took. */
export const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${number.format(Math.abs(amount))}`;

/**
 * One movement: the amount, its reason and project, the note, then the quantity it left and who
 * made it when (the exact time on hover).
 */
export function MovementLine({ movement }: { movement: Movement }) {
  const { amount, project, note, at } = movement;
  const projectPath = project ? recordPath('projects', project.id) : null;
  return (
    <div className="stock-move">
      <span className={`stock-move__amount num${amount < 0 ? ' stock-move__amount--out' : ''}`}>
        {signed(amount)}
      </span>
      <div className="stock-move__body">
        <p className="stock-move__what">
          <span className="stock-move__reason">{STOCK_REASON_LABELS[movement.reason]}</span>
          {project && projectPath ? (
            <>
              {' '}
              for <Link to={projectPath}>{project.name}</Link>
            </>
          ) : null}
        </p>
        {note ? <p className="stock-move__note">{note}</p> : null}
        {/* The dots are for the eye: spaces outside them keep the words apart when read out. */}
        <p className="stock-move__meta">
          <span className="stock-move__after">
            Quantity after: <span className="num">{number.format(movement.quantity_after)}</span>
          </span>{' '}
          <span aria-hidden="true">·</span> {movement.actor ?? 'Someone'}{' '}
          <span aria-hidden="true">·</span>{' '}
          <time dateTime={at} title={exactTime(at)}>
            {timeAgo(at)}
          </time>
        </p>
      </div>
    </div>
  );
}
