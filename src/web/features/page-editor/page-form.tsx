import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { trimmed, type PageFields } from '../../store/pages';
import { BusyButton } from '../../components/busy-button';
import './page-editor.css';

interface Props {
  initial: PageFields;
  submitLabel: string;
  /** A request is in flight: the submit button is busy and further submits are ignored. */
  pending: boolean;
  /** The form is done (e.g. "Page updated!" before leaving): fields and button are disabled. */
  locked?: boolean;
  /** Receives the trimmed values (product.md §5). */
  onSubmit: (fields: PageFields) => void;
  /** The success message, announced politely. */
  success?: string;
  /** The create or update error, shown under the form (product.md §8). */
  error?: string;
  /** Extra controls beside the submit button. */
  actions?: ReactNode;
}

/** Title and Content (20 rows), shared by the New and Edit screens; keeps only the field values. */
export function PageForm(props: Props) {
  const {
    initial,
    submitLabel,
    pending,
    locked = false,
    onSubmit,
    success,
    error,
    actions,
  } = props;
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || locked) return;
    onSubmit(trimmed({ title, content }));
  }

  return (
    <div className="page-form">
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            className="input"
            name="title"
            type="text"
            autoComplete="off"
            required
            maxLength={200}
            disabled={locked}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-content`}>Content</label>
          <textarea
            id={`${id}-content`}
            className="input page-form__content"
            name="content"
            rows={20}
            disabled={locked}
            aria-describedby={`${id}-content-hint`}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <p id={`${id}-content-hint`} className="page-form__hint">
            Markdown: **bold**, _italic_, [links](https://example.com), # headings, - lists.
          </p>
        </div>
        <div className="page-form__actions">
          <BusyButton busy={pending} className="button" disabled={locked}>
            {submitLabel}
          </BusyButton>
          {actions}
        </div>
      </form>
      <p className="page-form__success" role="status" aria-live="polite">
        {success ?? ''}
      </p>
      <div className="page-form__error" role="alert">
        {error ? <p className="alert alert--error">{error}</p> : null}
      </div>
    </div>
  );
}
