import { useState, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '../../components/busy-button';
import { InlineAlert } from '../../kit/inline-alert';
import { http, UNKNOWN_ERROR } from '../../lib/http-client';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MailPageCard, Outcome } from './mail-page';
import { isDeadLink } from './use-link';

interface Props {
  title: string;
  lead: ReactNode;
  /** The one button's words. */
  action: string;
  /** The API path the button posts to (the link's token in it). */
  path: string;
  /** Shown after the server's answer, done or not: the way on. */
  next?: ReactNode;
  /** After a 200, before its message shows. */
  onDone?: () => Promise<void> | void;
}

/**
 * A page a mail links to that changes one thing: it posts only when its button is pressed, never
 * on load, so a mail scanner that opens every link confirms or removes nothing. Then the server's
 * words replace the button; a link that no longer works gets its words too.
 */
export function OneButtonPage({ title, lead, action, path, next, onDone }: Props) {
  useDocumentTitle(pageTitle(title));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    const result = await http.post<{ message: string }>(path, undefined, { expect: 200 });
    if (result.ok) await onDone?.();
    setPending(false);
    if (result.ok) setOutcome(result.data.message);
    else if (isDeadLink(result.status)) setOutcome(result.error);
    else setError(result.error || UNKNOWN_ERROR);
  }

  return (
    <MailPageCard title={title}>
      {outcome ? (
        <Outcome message={outcome}>{next}</Outcome>
      ) : (
        <>
          <p className="auth__lead">{lead}</p>
          <form onSubmit={onSubmit} noValidate>
            <BusyButton busy={pending} className="button auth__submit">
              {action}
            </BusyButton>
          </form>
          <InlineAlert message={error} />
        </>
      )}
    </MailPageCard>
  );
}
