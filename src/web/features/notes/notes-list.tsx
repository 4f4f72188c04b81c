import { Link } from 'react-router';
import { LastChanged } from '../../kit/last-changed';
import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import { resources } from '../../store/resources';
import { NOTES, notePath } from './note-fields';

const list = resources.notes.actions.list;

/** /dashboard/notes: search, the total, the notes by title (the server sorts), each with its last change, paging. */
export function NotesList() {
  const notes = useResourceList(list, (state) => state.notes, {
    sorts: {
      fields: [
        { field: 'title', label: 'Title' },
        { field: 'updated_at', label: 'Last changed' },
      ],
      own: 'title',
    },
  });
  return (
    <ListScreen
      list={notes}
      noun={['note', 'notes']}
      add={{ to: `${NOTES}/new`, label: '+ Add Note' }}
      csv="/notes.csv"
      views="notes"
      imports="notes"
      bulk={{ resource: 'notes', titleOf: (note) => note.title }}
      layout="rows"
    >
      {(note) => (
        <Link className="kit-row" to={notePath(note.id)}>
          <span className="kit-row__title">{note.title}</span>
          <LastChanged record={note} />
        </Link>
      )}
    </ListScreen>
  );
}
