import { Suspense, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NoteDetail } from '../../../shared/resources/notes';
import { LazyMarkdown } from '../../components/lazy-markdown';
import { SkeletonLines } from '../../components/skeleton';
import { BackLink } from '../../kit/back-link';
import { DangerZone } from '../../kit/danger-zone';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { RecordHistory } from '../../kit/record-history';
import { failureMessage } from '../../kit/failure';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useDetail } from '../../kit/use-detail';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { NOTE_HISTORY_LABELS, NOTES, noteEditPath, notePath } from './note-fields';
import { sectionsInOrder } from './note-sections';

const notes = resources.notes.actions;

/** /dashboard/notes/{id}: the title, the sections by index (Markdown), Edit and Delete. */
export function NoteView() {
  const { item: note, version } = useDetail(notes.show, (state) => state.notes, NOTES);
  if (!note) return <DetailSkeleton noun="note" />;
  return (
    <div className="kit-detail">
      <BackLink to={NOTES}>Notes</BackLink>
      <NoteArticle note={note} />
      <RecordHistory
        resource="notes"
        id={note.id}
        labels={NOTE_HISTORY_LABELS}
        refreshKey={version}
      />
      <DeleteNote note={note} />
    </div>
  );
}

function NoteArticle({ note }: { note: NoteDetail }) {
  const id = useId();
  const sections = sectionsInOrder(note.sections);
  return (
    <article className="kit-card note-view" aria-labelledby={id}>
      <header className="note-view__header">
        <h2 id={id} className="note-view__title">
          {note.title}
        </h2>
        <Link className="button button--secondary" to={noteEditPath(note.id)}>
          Edit note
        </Link>
      </header>
      {sections.length === 0 ? (
        <p className="note-view__empty">This note has no sections yet.</p>
      ) : (
        sections.map((section, i) => (
          <section key={section.id} className="note-view__section">
            {/* An untitled section is still named, so the outline has no empty heading. */}
            <h3 className={section.title ? 'note-view__heading' : 'note-view__heading is-untitled'}>
              {section.title || `Section ${i + 1}`}
            </h3>
            {section.content ? (
              <Suspense fallback={<SkeletonLines lines={3} />}>
                <LazyMarkdown source={section.content} className="prose note-view__content" />
              </Suspense>
            ) : null}
          </section>
        ))
      )}
    </article>
  );
}

/** product.md asks no confirmation before deleting a note (unlike a page or a project). */
function DeleteNote({ note }: { note: NoteDetail }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deleted = useDeletedToast();
  async function onDelete() {
    const result = await dispatch(notes.destroy(note.id));
    if (!notes.destroy.fulfilled.match(result)) return failureMessage(result);
    deleted({
      name: `Note “${note.title}”`,
      resource: 'notes',
      id: note.id,
      backTo: notePath(note.id),
    });
    void navigate(NOTES, { replace: true });
    return null;
  }
  return <DangerZone action="Delete note" onDelete={onDelete} />;
}
