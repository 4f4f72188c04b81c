import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failedSave } from '../../kit/failure';
import { dropUnsaved } from '../../lib/unsaved-pages';
import { useAppDispatch } from '../../store/hooks';
import { pageActions, type PageFields } from '../../store/pages';
import type { PageAction } from './page-actions';
import { createBody } from './page-body';
import { PageForm, type PageOutput, type SaveHow } from './page-form';

const EMPTY: PageFields = { title: '', content: '', description: '', slug: '' };
/** "Page created!" stays this long (product.md §9). */
export const CREATED_NOTICE_MS = 5000;

// Create publishes at once (the specification's words); a page can also start as a draft or
// wait for its time.
const CREATE: PageAction = { label: 'Create', intent: 'save' };
const OTHERS: readonly PageAction[] = [
  { label: 'Save draft', intent: 'draft' },
  { label: 'Schedule', intent: 'schedule' },
];

const NOTICES = { save: 'Page created!', draft: 'Draft saved!', schedule: 'Page scheduled!' };

/**
 * /dashboard/pages/new: create a page; on success the form clears and "Page created!" (or "Draft
 * saved!", "Page scheduled!") shows for 5 s, with a link to the new page.
 */
export function NewPage() {
  const dispatch = useAppDispatch();
  // Each success remounts the form empty and restarts the notice's timer.
  const [created, setCreated] = useState<{ id: number; count: number; notice: string } | null>(
    null,
  );
  const [noticeVisible, setNoticeVisible] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => setNoticeVisible(false), CREATED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [created]);

  async function onSave(fields: PageOutput, _edit: unknown, how: SaveHow) {
    setNoticeVisible(false);
    const result = await dispatch(pageActions.create(createBody(fields, how)));
    if (!pageActions.create.fulfilled.match(result)) return failedSave(result);
    // Saved: the kept copy goes before the empty form mounts, so it is not offered back.
    dropUnsaved('new');
    const notice = NOTICES[how.intent as keyof typeof NOTICES] ?? NOTICES.save;
    setCreated((last) => ({ id: result.payload.id, count: (last?.count ?? 0) + 1, notice }));
    setNoticeVisible(true);
    return { ok: true as const };
  }

  return (
    <section className="editor-card" aria-label="New page">
      <PageForm
        key={created?.count ?? 0}
        initial={EMPTY}
        primary={CREATE}
        actions={OTHERS}
        keepAs="new"
        onSave={onSave}
        notice={
          noticeVisible && created ? (
            <>
              {created.notice} <Link to={`/${created.id}`}>View page</Link>
            </>
          ) : null
        }
      />
    </section>
  );
}
