import { useEffect, useState } from 'react';
import type { PageRevision } from '../../../shared/revisions';
import { lineDiff } from '../../../shared/text-diff';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { useToast } from '../../kit/toast';
import { http } from '../../lib/http-client';

/** A page's versions by the history entry that wrote each, with the one before it. */
export type Versions = Map<
  number,
  { revision: PageRevision; previous?: PageRevision; latest: boolean }
>;

/** GET /pages/{id}/revisions, again whenever the page changes (`refreshKey`). */
export function usePageVersions(id: number, refreshKey: string | null, enabled: boolean) {
  const [versions, setVersions] = useState<Versions>(new Map());
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    void http
      .get<PageRevision[]>(`/pages/${id}/revisions`, { signal: abort.signal })
      .then((result) => {
        if (!result.ok || abort.signal.aborted) return;
        const map: Versions = new Map();
        result.data.forEach((revision, i) => {
          if (revision.entry !== null)
            map.set(revision.entry, { revision, previous: result.data[i + 1], latest: i === 0 });
        });
        setVersions(map);
      });
    return () => abort.abort();
  }, [id, refreshKey, enabled]);
  return versions;
}

interface Props {
  pageId: number;
  entryId: number;
  revision: PageRevision;
  previous?: PageRevision;
  latest: boolean;
  onRestored?: () => void;
}

/**
 * Under a page's create or update in its History: the text that write left, what changed from the
 * version before (a line diff of the content), and Restore this version, a new update.
 */
export function PageVersion({ pageId, entryId, revision, previous, latest, onRestored }: Props) {
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [error, setError] = useState('');

  async function restore() {
    const sure = await confirm({
      title: 'Restore this version?',
      message: `The page gets back the title, content and description of version ${revision.version}. The versions after it stay in its history.`,
      confirmLabel: 'Restore this version',
    });
    if (!sure) return;
    setRestoring(true);
    setError('');
    const result = await http.post(`/pages/${pageId}/history/${entryId}/restore`, undefined, {
      expect: 200,
    });
    setRestoring(false);
    if (!result.ok) return setError(result.error);
    toast({ message: `Version ${revision.version} restored` });
    onRestored?.();
  }

  return (
    <details className="page-version">
      <summary>Show version {revision.version}</summary>
      <p className="page-version__title">{revision.title}</p>
      <pre className="page-version__text">{revision.content}</pre>
      <div className="page-version__tools" role="group" aria-label={`Version ${revision.version}`}>
        {previous ? (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={comparing}
            onClick={() => setComparing((v) => !v)}
          >
            Compare with the previous version
          </button>
        ) : null}
        {latest ? null : (
          <BusyButton
            busy={restoring}
            type="button"
            className="button button--secondary"
            onClick={restore}
          >
            Restore this version
          </BusyButton>
        )}
      </div>
      {comparing && previous ? <TextDiff before={previous} after={revision} /> : null}
      <div role="alert">{error ? <p className="alert alert--error">{error}</p> : null}</div>
      {dialog}
    </details>
  );
}

const MARK = { added: '+', removed: '−', same: ' ' } as const;
const SPOKEN = { added: 'Added: ', removed: 'Removed: ', same: '' } as const;

/** The content's line diff: added lines as <ins>, removed as <del>, each marked for all readers. */
function TextDiff({ before, after }: { before: PageRevision; after: PageRevision }) {
  const lines = lineDiff(before.content, after.content);
  const title =
    before.title === after.title ? null : (
      <p>
        Title: <del>{before.title}</del> → <ins>{after.title}</ins>
      </p>
    );
  return (
    <div className="text-diff">
      <p className="text-diff__caption">
        From version {before.version} to version {after.version}
      </p>
      {title}
      <ol className="text-diff__lines">
        {lines.map((line, i) => {
          const body = (
            <>
              <span className="sr-only">{SPOKEN[line.kind]}</span>
              <span className="text-diff__mark" aria-hidden="true">
                {MARK[line.kind]}
              </span>
              {line.text || ' '}
            </>
          );
          return (
            <li key={i} className={`text-diff__line text-diff__line--${line.kind}`}>
              {line.kind === 'added' ? (
                <ins>{body}</ins>
              ) : line.kind === 'removed' ? (
                <del>{body}</del>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
