import { useId } from 'react';
import { OUTBOX_STATES, type OutboxState } from '../../../shared/mail';
import { BusyButton } from '../../components/busy-button';
import { countOf } from '../../kit/count';
import { ListPaging } from '../../kit/list-paging';
import { OutboxEntry } from './outbox-entry';
import { OUTBOX_SIZES, useOutbox, type OutboxList } from './use-outbox';
import '../../components/skeleton.css';
import '../../kit/kit.css';
import './outbox.css';

const FILTER_LABELS: Record<OutboxState, string> = {
  waiting: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
};

export const NOT_CONFIGURED =
  'Mail is not configured: mails wait here. Set SMTP_URL and MAIL_FROM to send them (see docs/operations.md).';

/**
 * /dashboard/outbox (superusers): every mail the product wrote, newest first, narrowed by state,
 * with what went wrong and a way to send a failed one again. Without a mail server (no SMTP_URL)
 * mails wait here, which the notice at the top says.
 */
export function OutboxScreen() {
  const outbox = useOutbox();
  const filterId = useId();
  const { loaded } = outbox;
  return (
    <div className="outbox">
      {loaded && !loaded.configured ? (
        <p className="outbox__notice" role="note">
          {NOT_CONFIGURED}
        </p>
      ) : null}
      <div className="kit-list__bar">
        <div className="outbox__filter">
          <label htmlFor={filterId}>State</label>
          <select
            id={filterId}
            className="input"
            value={outbox.state ?? ''}
            onChange={(e) => outbox.setState((e.target.value || undefined) as OutboxState)}
          >
            <option value="">All</option>
            {OUTBOX_STATES.map((state) => (
              <option key={state} value={state}>
                {FILTER_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="kit-list__end">
          <p className="kit-list__total" aria-live="polite">
            {outbox.loading || outbox.error || !loaded
              ? ''
              : countOf(loaded.total, 'mail', 'mails')}
          </p>
          <BusyButton
            type="button"
            className="button button--quiet"
            busy={outbox.loading && loaded !== null}
            onClick={outbox.refresh}
          >
            Refresh
          </BusyButton>
        </div>
      </div>
      <OutboxBody outbox={outbox} />
      {!outbox.error && loaded && loaded.total > OUTBOX_SIZES[0] ? (
        <ListPaging
          page={outbox.page}
          pages={outbox.pages}
          size={outbox.size}
          pageSearch={outbox.pageSearch}
          setSize={outbox.setSize}
          sizes={OUTBOX_SIZES}
        />
      ) : null}
    </div>
  );
}

/** The rows; skeletons until the first answer; the error with Retry in their place. */
function OutboxBody({ outbox }: { outbox: OutboxList }) {
  const { loaded } = outbox;
  if (outbox.error)
    return (
      <div className="kit-error" role="alert">
        <p>The outbox could not be loaded: {outbox.error}</p>
        <button type="button" className="button button--quiet" onClick={outbox.refresh}>
          Retry
        </button>
      </div>
    );
  if (!loaded)
    return (
      <ul
        className="kit-list__items kit-list__items--rows"
        aria-busy="true"
        aria-label="Loading mails"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="kit-list__skeleton" aria-hidden="true">
            <span className="skeleton kit-list__skeleton-line" />
            <span className="skeleton kit-list__skeleton-line kit-list__skeleton-line--short" />
          </li>
        ))}
      </ul>
    );
  if (loaded.entries.length === 0)
    return (
      <div className="kit-empty">
        <p>
          {outbox.state
            ? `No ${FILTER_LABELS[outbox.state].toLowerCase()} mail.`
            : outbox.page > 1
              ? 'This page is empty.'
              : 'No mail yet.'}
        </p>
      </div>
    );
  return (
    <ul
      className="kit-list__items kit-list__items--rows"
      aria-label="Mails"
      aria-busy={outbox.loading}
    >
      {loaded.entries.map((entry) => (
        <li key={entry.id}>
          <OutboxEntry entry={entry} onChange={outbox.replace} />
        </li>
      ))}
    </ul>
  );
}
