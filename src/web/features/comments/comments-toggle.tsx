import { useEffect, useId, useState } from 'react';
import type { CommentedResource } from '../../../shared/resources/comments';
import type { RecordCommentsProps } from '../../kit/record-comments';
import { commentCount } from './comments-api';
import { CommentsPanel } from './comments-panel';

/** A row's "Comments (n)" (a project's task), opening its thread under the row. */
export function CommentsToggle({ resource, id, name }: RecordCommentsProps) {
  const threadId = useId();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void commentCount(resource as CommentedResource, id).then((n) => live && setCount(n));
    return () => {
      live = false;
    };
  }, [resource, id]);

  return (
    <div className="comments-toggle">
      <button
        type="button"
        className="button button--quiet comments-toggle__button"
        aria-expanded={open}
        aria-controls={open ? threadId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Comments{count === null ? '' : ` (${count})`}
        <span className="sr-only"> on {name}</span>
      </button>
      {open ? (
        <div id={threadId} className="comments-toggle__thread">
          <CommentsPanel
            resource={resource as CommentedResource}
            id={id}
            title={`Comments on ${name}`}
            inline
            onWritten={setCount}
          />
        </div>
      ) : null}
    </div>
  );
}
