import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failedSave } from '../../kit/failure';
import { useAppDispatch } from '../../store/hooks';
import { pageActions, type PageFields } from '../../store/pages';
import { PageForm } from './page-form';

const EMPTY: PageFields = { title: '', content: '' };
/** "Page created!" stays this long (product.md §9). */
export const CREATED_NOTICE_MS = 5000;

/**
 * /dashboard/pages/new: create a page; on success the form clears and "Page created!" shows for
 * 5 s, with a link to the new page.
 */
export function NewPage() {
  const dispatch = useAppDispatch();
  // Each success remounts the form empty and restarts the notice's timer.
  const [created, setCreated] = useState<{ id: number; count: number } | null>(null);
  const [noticeVisible, setNoticeVisible] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => setNoticeVisible(false), CREATED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [created]);

  async function onSave(fields: PageFields) {
    setNoticeVisible(false);
    const result = await dispatch(pageActions.create(fields));
    if (!pageActions.create.fulfilled.match(result)) return failedSave(result);
    setCreated((last) => ({ id: result.payload.id, count: (last?.count ?? 0) + 1 }));
    setNoticeVisible(true);
    return { ok: true as const };
  }

  return (
    <section className="editor-card" aria-label="New page">
      <PageForm
        key={created?.count ?? 0}
        initial={EMPTY}
        submitLabel="Create"
        onSave={onSave}
        notice={
          noticeVisible && created ? (
            <>
              Page created! <Link to={`/${created.id}`}>View page</Link>
            </>
          ) : null
        }
      />
    </section>
  );
}
