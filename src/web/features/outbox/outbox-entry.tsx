import { useId, useState } from 'react';
import type { OutboxEntry as Entry } from '../../../shared/mail';
import { BusyButton } from '../../components/busy-button';
import { countOf } from '../../kit/count';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { exactTime, timeAgo } from '../../lib/time-ago';
import { outboxApi } from './outbox-api';
import { MailText } from './mail-text';

const BADGES = { waiting: 'Waiting', sent: 'Sent', failed: 'Failed' } as const;

/** What a mail's state adds to its badge: its tries, when the next is due, when it went. */
export function stateDetail(entry: Entry): string {
  const tries = countOf(entry.attempts, 'attempt');
  if (entry.state === 'sent') return entry.sent_at ? `Sent ${exactTime(entry.sent_at)}` : tries;
  if (entry.state === 'waiting' && entry.next_attempt_at)
    return `${tries}, next ${exactTime(entry.next_attempt_at)}`;
  return tries;
}

/**
 * One mail: to whom, its subject, when it was written and its state; "Show" opens its text and
 * links, "Resend" tries a failed one again. The text comes from whatever the mail holds (an
 * address, a name typed by anyone): React renders it as text, never as HTML.
 */
export function OutboxEntry({ entry, onChange }: { entry: Entry; onChange: (e: Entry) => void }) {
  const toast = useToast();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // A failed mail, or a waiting one that failed before (retrying), says why.
  const why = entry.state !== 'sent' ? entry.last_error : null;

  async function resend() {
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await outboxApi.resend(entry.id);
    setBusy(false);
    if (!result.ok) return setError(`The mail could not be sent again: ${result.error}`);
    onChange(result.data);
    toast({ message: `The mail to ${entry.to} waits to be sent again.` });
  }

  return (
    <article className="outbox-entry" aria-label={`${entry.subject}, to ${entry.to}`}>
      <div className="outbox-entry__head">
        <div className="kit-row__main">
          <span className="outbox-entry__subject">{entry.subject}</span>
          <span className="kit-row__meta">
            To {entry.to} · written{' '}
            <time dateTime={entry.created_at} title={exactTime(entry.created_at)}>
              {timeAgo(entry.created_at)}
            </time>
          </span>
        </div>
        <div className="kit-row__facts">
          <span className={`kit-badge outbox-badge--${entry.state}`}>{BADGES[entry.state]}</span>
          <span className="kit-row__meta">{stateDetail(entry)}</span>
        </div>
      </div>
      {why ? <p className="outbox-entry__error">Last error: {why}</p> : null}
      <div className="outbox-entry__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide' : 'Show'} <span className="sr-only">the mail to {entry.to}</span>
        </button>
        {entry.state === 'failed' ? (
          <BusyButton
            type="button"
            className="button button--secondary"
            busy={busy}
            onClick={() => void resend()}
          >
            Resend <span className="sr-only">the mail to {entry.to}</span>
          </BusyButton>
        ) : null}
      </div>
      <div id={bodyId} hidden={!open}>
        {open ? <MailText text={entry.text} links={entry.links} /> : null}
      </div>
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </article>
  );
}
