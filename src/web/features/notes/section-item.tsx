import type { SectionDraft, SectionField } from './note-sections';

interface Props {
  section: SectionDraft;
  /** Zero-based: the section's index. */
  position: number;
  count: number;
  /** The base of the fields' ids. */
  idBase: string;
  rows: number;
  /** Each field's message, already named ("Section 3 title must be …"), or ''. */
  errors: Record<SectionField, string>;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  onEdit: (field: SectionField, value: string) => void;
}

/**
 * One section of the note form: "Section N" and its tools, then its title and content. Up and
 * Down at the ends are aria-disabled rather than disabled, so the focus stays on a button that
 * has just moved its section there. Each control's name says which section it acts on.
 */
export function SectionItem({ section, position, count, idBase, rows, errors, ...on }: Props) {
  const n = position + 1;
  const focusKey = (target: string) => `${section.key}:${target}`;
  const field = (name: SectionField) => ({
    id: `${idBase}-${name}`,
    className: 'input',
    value: section[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${idBase}-${name}-error`,
    onChange: (event: { target: { value: string } }) => on.onEdit(name, event.target.value),
  });
  const title = field('title');
  const content = field('content');

  return (
    <li className="note-section">
      <div className="note-section__head">
        <h3 className="note-section__heading" tabIndex={-1} data-focus={focusKey('heading')}>
          Section {n}
        </h3>
        <div className="note-section__tools">
          <button
            type="button"
            className="button button--quiet note-section__tool"
            aria-label={`Move section ${n} up`}
            aria-disabled={position === 0}
            data-focus={focusKey('up')}
            onClick={() => on.onMove(-1)}
          >
            <span aria-hidden="true">↑</span> Up
          </button>
          <button
            type="button"
            className="button button--quiet note-section__tool"
            aria-label={`Move section ${n} down`}
            aria-disabled={position === count - 1}
            data-focus={focusKey('down')}
            onClick={() => on.onMove(1)}
          >
            <span aria-hidden="true">↓</span> Down
          </button>
          <button
            type="button"
            className="button button--quiet note-section__tool note-section__delete"
            aria-label={`Delete section ${n}`}
            onClick={on.onDelete}
          >
            Delete
          </button>
        </div>
      </div>
      <div className="kit-field">
        <label htmlFor={title.id}>
          <span className="sr-only">Section {n} </span>Title
        </label>
        <input {...title} type="text" autoComplete="off" data-focus={focusKey('title')} />
        <p id={title['aria-describedby']} className="kit-field__error">
          {errors.title}
        </p>
      </div>
      <div className="kit-field">
        <label htmlFor={content.id}>
          <span className="sr-only">Section {n} </span>Content
        </label>
        <textarea {...content} rows={rows} />
        <p id={content['aria-describedby']} className="kit-field__error">
          {errors.content}
        </p>
      </div>
    </li>
  );
}
