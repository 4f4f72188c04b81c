import { Fragment, type ReactNode } from 'react';
import { MENTION } from '../../../shared/resources/comments';

const URL_OR_MENTION = new RegExp(
  `(https?://[^\\s<>"']+[^\\s<>"'.,;:!?)\\]])|${MENTION.source}`,
  'g',
);

/**
 * A comment's light formatting, as React elements (never HTML from the text, so nothing in it
 * can run): paragraphs at blank lines, line breaks, `code`, http(s) addresses as links, and
 * @mentions marked. The Markdown component is not used: it inserts markdown-it's HTML, and is for
 * pages (ADR 0028).
 */
export function CommentText({ body }: { body: string }) {
  const paragraphs = body.trim().split(/\n\s*\n/);
  return (
    <div className="comment-text">
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              {withCode(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

/** `code` spans; the text between them is linked. An unmatched backtick stays as it is. */
function withCode(line: string): ReactNode[] {
  const parts = line.split(/`([^`]+)`/);
  return parts.map((part, i) =>
    i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{linked(part)}</Fragment>,
  );
}

function linked(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_OR_MENTION)) {
    const [whole, url, before = '', name] = match;
    const start = match.index + (url ? 0 : before.length);
    out.push(text.slice(last, start));
    if (url)
      out.push(
        <a key={start} href={url} rel="nofollow noopener noreferrer" target="_blank">
          {url}
        </a>,
      );
    else
      out.push(
        <span key={start} className="comment-text__mention">
          @{name}
        </span>,
      );
    last = match.index + whole.length;
  }
  out.push(text.slice(last));
  return out;
}
