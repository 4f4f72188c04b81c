import { Link, useNavigate } from 'react-router';
import type { NoteDetail } from '../../../shared/resources/notes';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { useToast } from '../../kit/toast';
import { useDetail } from '../../kit/use-detail';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { EDIT_NOTE_ROWS, NOTES, notePath, valuesOf } from './note-fields';
import { NoteForm, failedNoteSave, useNoteForm } from './note-form';

const notes = resources.notes.actions;

/** /dashboard/notes/{id}/edit: the note's title and sections, prefilled. Load failure → the list. */
export function EditNote() {
  const { item: note, version } = useDetail(notes.show, (state) => state.notes, NOTES);
  if (!note) return <DetailSkeleton noun="note" />;
  return <EditNoteForm key={note.id} note={note} version={version} />;
}

function EditNoteForm({ note, version }: { note: NoteDetail; version: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useNoteForm(valuesOf(note), version);
  const view = notePath(note.id);

  // One PUT replaces the title and every section in one transaction: a failure changes nothing.
  // It sends what changed (the title, the sections, or both) over the version loaded.
  const save = form.handleSubmit(async (_values, { changes, ifMatch }) => {
    const result = await dispatch(notes.update({ id: note.id, changes, ifMatch }));
    if (!notes.update.fulfilled.match(result))
      return failedNoteSave('Error updating sections', result);
    toast({ message: 'Changes saved' });
    void navigate(view, { replace: true });
    return { ok: true };
  });

  return (
    <div className="kit-detail">
      <BackLink to={NOTES}>Notes</BackLink>
      <Card title="Edit note">
        <NoteForm
          form={form}
          onSubmit={(e) => void save(e)}
          submitLabel="Save changes"
          requireChange
          rows={EDIT_NOTE_ROWS}
          extraActions={
            <Link className="button button--quiet" to={view}>
              Cancel
            </Link>
          }
        />
      </Card>
    </div>
  );
}
