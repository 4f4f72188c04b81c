import { Navigate, Route, Routes } from 'react-router';
import { EditNote } from './edit-note';
import { NewNote } from './new-note';
import { NOTES } from './note-fields';
import { NoteView } from './note-view';
import { NotesList } from './notes-list';
import '../../components/skeleton.css';
import './notes.css';

/** Everything under /dashboard/notes. */
export function NotesRoutes() {
  return (
    <Routes>
      <Route index element={<NotesList />} />
      <Route path="new" element={<NewNote />} />
      <Route path=":id" element={<NoteView />} />
      <Route path=":id/edit" element={<EditNote />} />
      <Route path="*" element={<Navigate to={NOTES} replace />} />
    </Routes>
  );
}
