import { useEffect, useState, type ReactNode } from 'react';
import type { Comment, CommentedResource } from '../../../shared/resources/comments';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { useConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { useAppSelector } from '../../store/hooks';
import { CommentItem } from './comment-item';
import { commentsApi } from './comments-api';
import { MentionInput } from './mention-input';
import './comments.css';

type Thread =
  | { state: 'loading' }
  | { state: 'failed'; error: string }
  | { state: 'ready'; comments: Comment[] };

/**
 * A record's Comments card, beside its History: the thread oldest first (the newest last), and a
 * new comment with "Comment" or Ctrl+Enter. `onWritten`: the record's History loads again.
 */
export function CommentsPanel({
  resource,
  id,
  onWritten,
  title = 'Comments',
  inline = false,
}: {
  resource: CommentedResource;
  id: number;
  onWritten?: (count: number) => void;
  title?: string;
  /** Inside a row (a task's thread): no card of its own, a group named `title`. */
  inline?: boolean;
}) {
  const user = useAppSelector((state) => state.session.user);
  const superuser = useAppSelector((state) => state.session.superuser);
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [thread, setThread] = useState<Thread>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    setThread({ state: 'loading' });
    void commentsApi.list(resource, id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setThread(
        result.ok
          ? { state: 'ready', comments: result.data }
          : { state: 'failed', error: result.error },
      );
    });
    return () => controller.abort();
  }, [resource, id, attempt]);

  const change = (update: (comments: Comment[]) => Comment[]) => {
    if (thread.state !== 'ready') return;
    const comments = update(thread.comments);
    setThread({ state: 'ready', comments });
    onWritten?.(comments.length);
  };

  async function send() {
    if (busy) return;
    if (!draft.trim()) return setError('A comment needs some text.');
    setBusy(true);
    const result = await commentsApi.create(resource, id, draft);
    setBusy(false);
    if (!result.ok) return setError(result.errors?.body?.join('; ') ?? result.error);
    setError('');
    setDraft('');
    change((comments) => [...comments, result.data]);
  }

  async function remove(comment: Comment) {
    const sure = await confirm({
      title: 'Delete this comment?',
      message: 'It is gone for good; the History keeps that it was deleted.',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    const result = await commentsApi.remove(comment.id);
    if (!result.ok) return setError(`The comment could not be deleted: ${result.error}`);
    change((comments) => comments.filter((c) => c.id !== comment.id));
    toast({ message: 'Comment deleted' });
  }

  return (
    <Frame title={title} inline={inline}>
      {thread.state === 'loading' ? (
        <p className="comments__status" role="status">
          Loading comments…
        </p>
      ) : null}
      {thread.state === 'failed' ? (
        // A secondary panel's failure is not announced over the screen (as the kit's FeedList).
        <div className="kit-error">
          <p>The comments could not be loaded: {thread.error}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Retry
          </button>
        </div>
      ) : null}
      {thread.state === 'ready' ? (
        thread.comments.length ? (
          <ol className="comments__list">
            {thread.comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                mayEdit={comment.author !== null && comment.author === user?.username}
                mayDelete={
                  superuser || (comment.author !== null && comment.author === user?.username)
                }
                onChanged={(c) => change((all) => all.map((x) => (x.id === c.id ? c : x)))}
                onDelete={(c) => void remove(c)}
              />
            ))}
          </ol>
        ) : (
          <p className="comments__status">No comments yet.</p>
        )
      ) : null}
      <form
        className="comments__new"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <MentionInput
          label="New comment"
          value={draft}
          onChange={setDraft}
          onSend={() => void send()}
        />
        <InlineAlert message={error} onDismiss={() => setError('')} />
        <BusyButton busy={busy}>Comment</BusyButton>
      </form>
      {dialog}
    </Frame>
  );
}

function Frame({
  title,
  inline,
  children,
}: {
  title: string;
  inline: boolean;
  children: ReactNode;
}) {
  if (!inline) return <Card title={title}>{children}</Card>;
  return (
    <div className="comments--inline" role="group" aria-label={title}>
      {children}
    </div>
  );
}
