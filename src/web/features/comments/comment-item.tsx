import { useState } from 'react';
import type { Comment } from '../../../shared/resources/comments';
import { BusyButton } from '../../components/busy-button';
import { InlineAlert } from '../../kit/inline-alert';
import { exactTime, timeAgo } from '../../lib/time-ago';
import { CommentText } from './comment-text';
import { MentionInput } from './mention-input';
import { commentsApi } from './comments-api';

interface Props {
  comment: Comment;
  /** Its author may edit it; its author or a superuser may delete it. */
  mayEdit: boolean;
  mayDelete: boolean;
  onChanged: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
}

/** One comment: author, time ("2 hours ago", exact on hover), text, "edited"; edit in place. */
export function CommentItem({ comment, mayEdit, mayDelete, onChanged, onDelete }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const author = comment.author ?? 'Someone';

  async function save() {
    if (busy || draft === null) return;
    if (!draft.trim()) return setError('A comment needs some text.');
    setBusy(true);
    const result = await commentsApi.update(comment.id, draft);
    setBusy(false);
    if (!result.ok) return setError(result.errors?.body?.join('; ') ?? result.error);
    setError('');
    setDraft(null);
    onChanged(result.data);
  }

  return (
    <li className="comment" aria-label={`Comment by ${author}`}>
      <p className="comment__meta">
        <span className="comment__author">{author}</span>{' '}
        <time dateTime={comment.created_at} title={exactTime(comment.created_at)}>
          {timeAgo(comment.created_at)}
        </time>
        {comment.edited ? (
          <span className="comment__edited" title={`Edited ${exactTime(comment.updated_at)}`}>
            {' '}
            · edited
          </span>
        ) : null}
      </p>
      {draft === null ? (
        <CommentText body={comment.body} />
      ) : (
        <form
          className="comment__edit"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <MentionInput
            label="Edit the comment"
            value={draft}
            onChange={setDraft}
            onSend={() => void save()}
            onCancel={() => setDraft(null)}
            autoFocus
          />
          <div className="comment__actions">
            <BusyButton busy={busy}>Save</BusyButton>
            <button type="button" className="button button--quiet" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {draft === null && (mayEdit || mayDelete) ? (
        <div className="comment__actions">
          {mayEdit ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setDraft(comment.body)}
            >
              Edit <span className="sr-only">the comment by {author}</span>
            </button>
          ) : null}
          {mayDelete ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onDelete(comment)}
            >
              Delete <span className="sr-only">the comment by {author}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
