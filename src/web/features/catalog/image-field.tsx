import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, readImage } from './read-image';

interface Props {
  /** The image now on the server (detail form), if any. */
  currentUrl: string | null;
  /** undefined keeps the current image, null removes it, a data URL replaces it. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  /** The server's message for the image field. */
  serverError?: string;
  /** Show a 300×100 placeholder when there is no image (the new tool form). */
  placeholder: boolean;
  disabled?: boolean;
}

/** A file input that checks type and size, reads the file into a data URL and previews it. */
export function ImageField({
  currentUrl,
  value,
  onChange,
  serverError,
  placeholder,
  disabled,
}: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  const shown = value === undefined ? currentUrl : value;
  const error = message || serverError || '';

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const result = await readImage(file);
    if (result.ok) {
      setMessage('');
      onChange(result.dataUrl);
    } else {
      // Forget the rejected file so it is never sent and the same file can be chosen again.
      input.value = '';
      setMessage(result.message);
    }
  }

  return (
    <div className="field catalog-image-field">
      <label htmlFor={`${id}-file`}>Image</label>
      {shown ? (
        <img className="catalog-image-field__preview" src={shown} alt="Preview of the image" />
      ) : placeholder ? (
        <span
          className="catalog-placeholder catalog-placeholder--large"
          role="img"
          aria-label="No image yet"
        />
      ) : null}
      <input
        id={`${id}-file`}
        className="input catalog-image-field__input"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      <p id={`${id}-hint`} className="catalog-hint">
        PNG, JPEG, WebP or GIF, at most 2 MiB.
      </p>
      <p id={`${id}-error`} className="catalog-field-error" role="alert">
        {error}
      </p>
      {shown ? (
        <div>
          <button
            type="button"
            className="button button--quiet"
            disabled={disabled}
            onClick={() => {
              setMessage('');
              onChange(currentUrl ? null : undefined);
            }}
          >
            Remove image
          </button>
        </div>
      ) : null}
    </div>
  );
}
