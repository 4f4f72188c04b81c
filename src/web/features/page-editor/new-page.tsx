import { useEffect, useState } from 'react';
import { UNKNOWN_ERROR } from '../../lib/http-client';
import { useAppDispatch } from '../../store/hooks';
import { pageActions, type PageFields } from '../../store/pages';
import { PageForm } from './page-form';

const EMPTY: PageFields = { title: '', content: '' };
/** "Page created!" stays this long (product.md §9). */
export const CREATED_NOTICE_MS = 5000;

/** /dashboard/pages/new: create a page; on success the form clears and "Page created!" shows. */
export function NewPage() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  // Each success remounts the form empty and restarts the notice's timer.
  const [created, setCreated] = useState(0);
  const [noticeVisible, setNoticeVisible] = useState(false);

  useEffect(() => {
    if (created === 0) return;
    const timer = setTimeout(() => setNoticeVisible(false), CREATED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [created]);

  async function onSubmit(fields: PageFields) {
    setPending(true);
    setError('');
    setNoticeVisible(false);
    const result = await dispatch(pageActions.create(fields));
    setPending(false);
    if (pageActions.create.fulfilled.match(result)) {
      setCreated((count) => count + 1);
      setNoticeVisible(true);
    } else {
      setError(result.payload ?? result.error.message ?? UNKNOWN_ERROR);
    }
  }

  return (
    <section className="editor-card" aria-label="New page">
      <PageForm
        key={created}
        initial={EMPTY}
        submitLabel="Create"
        pending={pending}
        onSubmit={(fields) => void onSubmit(fields)}
        success={noticeVisible ? 'Page created!' : ''}
        error={error}
      />
    </section>
  );
}
