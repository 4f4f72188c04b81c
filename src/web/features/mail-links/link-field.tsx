import { useId, type InputHTMLAttributes, type Ref } from 'react';
import '../../kit/kit.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The server's words for this field ("is already taken"), shown after its label. */
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input of these pages, with its hint and its error under it, both read with it. */
export function LinkField({ label, error, hint, inputRef, ...input }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        className="input"
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="kit-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {label} {error}
        </p>
      ) : null}
    </div>
  );
}
