import { useId } from 'react';
import { exactTime, timeAgo } from '../lib/time-ago';
import { type Conflict, type Equal, compare, editorOf, listOf } from './edit-conflict';
import './kit.css';

export interface ConflictState {
  conflict: Conflict<Record<string, unknown>> | null;
  labels: Record<string, string>;
  equal: Equal;
  noun: string;
  pending: boolean;
  keepMine: () => void;
  takeTheirs: () => void;
}

const MAX_SHOWN = 160;

/** A field's value as the notice shows it: text as it is, a note's sections as their text. */
function shown(value: unknown): string {
  if (Array.isArray(value)) {
    const parts = (value as { title?: string; content?: string }[]).map((item) =>
      [item.title, item.content].filter(Boolean).join(': '),
    );
    const text = parts.filter(Boolean).join(' · ') || '(empty)';
    return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
  }
  if (typeof value === 'string' && value.startsWith('data:')) return 'a new image';
  if (value === '' || value === null || value === undefined) return '(empty)';
  return String(value);
}

/**
 * Someone else saved this record after the form opened it: who, when, what they changed, their
 * value beside mine for each field we both changed, and the two ways on.
 */
export function ConflictNotice({ form }: { form: ConflictState }) {
  const id = useId();
  const { conflict, labels, noun } = form;
  if (!conflict) return null;
  const { theirs, both } = compare(conflict, form.equal);
  const label = (name: string) => labels[name] ?? name;
  const who = editorOf(conflict.by, conflict.yours);
  const when = timeAgo(conflict.at);
  // "Contact phone was", "Name and Class were", "Sections were".
  const plural = theirs.length > 1 || /[^s]s$/.test(label(theirs[0] ?? ''));
  const what = theirs.length
    ? `${listOf(theirs.map(label))} ${plural ? 'were' : 'was'} changed`
    : `This ${noun} was changed`;
  return (
    <div className="kit-alert kit-conflict" role="alert" aria-labelledby={id}>
      <div className="kit-alert__text">
        <p id={id}>
          {what} by {who}{' '}
          <time dateTime={conflict.at} title={exactTime(conflict.at)}>
            {when}
          </time>
          , after you opened this {noun}. Your changes are not saved yet.
        </p>
        {both.length ? (
          <dl className="kit-conflict__fields">
            {both.map((name) => (
              <div key={name}>
                <dt>{label(name)}</dt>
                <dd>
                  Theirs: <strong>{shown(conflict.theirs[name])}</strong> · Yours:{' '}
                  <strong>{shown(conflict.mine[name])}</strong>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="kit-conflict__actions">
          <button type="button" className="button" disabled={form.pending} onClick={form.keepMine}>
            Keep mine
          </button>
          <button type="button" className="button button--quiet" onClick={form.takeTheirs}>
            Take theirs
          </button>
        </div>
      </div>
    </div>
  );
}
