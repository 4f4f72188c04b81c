import { useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, readImage } from './read-image';

interface Props {
  /** The image now on the server (detail form), if any. */
  currentUrl: string | null;
  /** The form's `image` value: undefined keeps the current image, null removes it, a data URL replaces it. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  /** The form's message for the image (the shared schema's or the server's), already labelled. */
  error?: string;
  /** Show a 300×100 placeholder while there is no image (the new tool form). */
  placeholder: boolean;
}

/**
 * The image as a form field: a file input that refuses a wrong type or a file too large at once,
 * reads the file into a data URL and previews it, with its error on the reserved line under it
 * like the kit's fields.
 */
export function ImageField({ currentUrl, value, onChange, error, placeholder }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState('');
  const shown = value === undefined ? currentUrl : value;
  const message = refused ? `Image ${refused}` : (error ?? '');

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const result = await readImage(file);
    if (result.ok) {
      setRefused('');
      onChange(result.dataUrl);
    } else {
      // Forget the refused file so it is never sent and the same file can be chosen again.
      if (input.current) input.current.value = '';
      setRefused(result.message);
    }
  }

  function remove() {
    if (input.current) input.current.value = '';
    setRefused('');
    // An image only chosen here is simply forgotten; the saved one is removed on save.
    onChange(currentUrl ? null : undefined);
  }

  return (
    <div className="kit-field catalog-image-field">
      <label htmlFor={`${id}-file`}>Image</label>
      {shown ? (
        <div className="catalog-image-field__current">
          <img className="catalog-image-field__preview" src={shown} alt="Preview of the image" />
          <button type="button" className="button button--quiet" onClick={remove}>
            Remove image
          </button>
        </div>
      ) : placeholder ? (
        <span
          className="catalog-placeholder catalog-placeholder--large"
          role="img"
          aria-label="No image yet"
        />
      ) : null}
      <input
        ref={input}
        id={`${id}-file`}
        name="image"
        className="input catalog-image-field__input"
        type="file"
        accept={IMAGE_ACCEPT}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      <p id={`${id}-hint`} className="catalog-image-field__hint">
        PNG, JPEG, WebP or GIF, at most 2 MiB.
      </p>
      {/* Announced: a refused file is reported as soon as it is chosen, not on submit. */}
      <p id={`${id}-error`} className="kit-field__error" role="alert">
        {message}
      </p>
    </div>
  );
}
