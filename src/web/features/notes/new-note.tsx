import { useNavigate } from 'react-router';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { useToast } from '../../kit/toast';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { EMPTY_NOTE, NEW_NOTE_ROWS, NOTES, notePath } from './note-fields';
import { NoteForm, failedNoteSave, useNoteForm } from './note-form';

const notes = resources.notes.actions;

/** /dashboard/notes/new: a title and sections, saved in one request; then the note's view. */
export function NewNote() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useNoteForm(EMPTY_NOTE);

  const save = form.handleSubmit(async (values) => {
    // The schema's output is the body: the title and the sections in order, without their keys.
    const result = await dispatch(notes.create(values));
    if (!notes.create.fulfilled.match(result))
      return failedNoteSave('Error creating sections', result);
    const to = notePath(result.payload.id);
    toast({ message: 'Note added', link: { to, label: 'View note' } });
    void navigate(to, { replace: true });
    return { ok: true };
  });

  return (
    <div className="kit-detail">
      <BackLink to={NOTES}>Notes</BackLink>
      <Card title="New note">
        <NoteForm
          form={form}
          onSubmit={(e) => void save(e)}
          submitLabel="Save"
          rows={NEW_NOTE_ROWS}
        />
      </Card>
    </div>
  );
}
