import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, IMAGE_HINT, readImage } from './read-image';
import './image-field.css';
import { useFileDrop } from './use-file-drop';

interface Props {
  /** The image now on the server (detail form), if any. */
  currentUrl: string | null;
  /** The form's `image` value: undefined keeps the current image, null removes it, a data URL replaces it. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  /** True while a chosen file is being prepared, so the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
  /** The form's message for the image (the shared schema's or the server's), already labelled. */
  error?: string;
  /** Show a 300×100 placeholder while there is no image (the new tool form). */
  placeholder: boolean;
  /** The field's label: "Image", or what the image is for ("Cover image"). */
  label?: string;
}

/**
 * The image as a form field: a drop zone with a "Choose image" button for its file input. A chosen
 * or dropped file is checked and scaled down at once (read-image.ts), previewed, and refused with
 * its reason on the reserved line under the field, like the kit's fields.
 */
export function ImageField({
  currentUrl,
  value,
  onChange,
  onBusyChange,
  error,
  label = 'Image',
  ...props
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Only the latest choice counts: a slow large file must not replace one chosen after it.
  const latest = useRef(0);
  const [refused, setRefused] = useState('');
  const [status, setStatus] = useState('');
  const shown = value === undefined ? currentUrl : value;
  const message = refused ? `${label} ${refused}` : (error ?? '');
  // A field that goes away mid-preparation must not leave its form waiting for it.
  useEffect(() => () => onBusyChange(false), [onBusyChange]);
  const { over, zone } = useFileDrop(
    (files) =>
      void take(
        files[0],
        files.length > 1 ? `Only the first of the ${files.length} files is used.` : '',
      ),
  );

  async function take(file: File | undefined, note = '') {
    // The input forgets the file, so a refused file is never sent and any file can be chosen again.
    if (input.current) input.current.value = '';
    if (!file) return;
    const turn = ++latest.current;
    setStatus('Preparing the image…');
    onBusyChange(true);
    const result = await readImage(file);
    if (turn !== latest.current) return;
    onBusyChange(false);
    setStatus(result.ok ? note : '');
    setRefused(result.ok ? '' : result.message);
    if (result.ok) onChange(result.dataUrl);
  }

  function remove() {
    latest.current += 1;
    onBusyChange(false);
    setRefused('');
    setStatus('');
    // An image only chosen here is simply forgotten; the saved one is removed on save.
    onChange(currentUrl ? null : undefined);
  }

  const describedBy = `${id}-hint ${id}-status ${id}-error`;
  return (
    <div className="kit-field catalog-image-field">
      <label htmlFor={`${id}-file`}>{label}</label>
      <div
        className={`catalog-drop${over ? ' catalog-drop--over' : ''}${message ? ' catalog-drop--invalid' : ''}`}
        {...zone}
      >
        {shown ? (
          <img className="catalog-image-field__preview" src={shown} alt="Preview of the image" />
        ) : props.placeholder ? (
          <span
            className="catalog-placeholder catalog-placeholder--large"
            role="img"
            aria-label="No image yet"
          />
        ) : null}
        <div className="catalog-drop__actions">
          <button
            type="button"
            className="button button--secondary"
            // "Change" alone would not say what changes.
            aria-label={shown ? 'Change image' : undefined}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
            onClick={() => input.current?.click()}
          >
            {shown ? 'Change' : 'Choose image'}
          </button>
          {shown ? (
            <button type="button" className="button button--quiet" onClick={remove}>
              Remove image
            </button>
          ) : null}
          <span className="catalog-drop__or">
            {over ? 'Drop to use this image' : 'or drop an image here'}
          </span>
        </div>
      </div>
      {/* Reached through the button (and the label), so it stays out of the tab order. */}
      <input
        ref={input}
        id={`${id}-file`}
        name="image"
        className="sr-only"
        type="file"
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void take(event.currentTarget.files?.[0])}
      />
      <p id={`${id}-hint`} className="catalog-image-field__hint">
        {IMAGE_HINT}
      </p>
      <p id={`${id}-status`} className="catalog-image-field__hint" role="status">
        {status}
      </p>
      {/* Announced: a refused file is reported as soon as it is chosen, not on submit. */}
      <p id={`${id}-error`} className="kit-field__error" role="alert">
        {message}
      </p>
    </div>
  );
}
