import { useId } from 'react';
import './kit.css';

/** A search above a select with more choices than it lists: typing narrows them (on the server). */
export interface SelectFilter {
  /** Its accessible name: "Find a project". */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search above a select that narrows its choices; `select` is the select's id. */
export function SelectSearch(props: { filter: SelectFilter; select: string; disabled?: boolean }) {
  const { filter } = props;
  return (
    <input
      type="search"
      className="input"
      aria-label={filter.label}
      placeholder={`${filter.label}…`}
      aria-controls={props.select}
      value={filter.value}
      disabled={props.disabled}
      autoComplete="off"
      onChange={(event) => filter.onChange(event.target.value)}
    />
  );
}

/** One row of a form's field table. */
export interface FieldSpec<K extends string = string> {
  name: K;
  label: string;
  /**
   * `count`: a whole number of 0 or more (quantities), with a numeric keypad on phones. `signed`:
   * a whole number that may be negative (a stock adjustment), without that keypad, which has no
   * minus sign on some phones.
   */
  kind?:
    | 'text'
    | 'email'
    | 'tel'
    | 'url'
    | 'password'
    | 'textarea'
    | 'number'
    | 'count'
    | 'signed'
    | 'date'
    | 'select';
  rows?: number;
  autoComplete?: string;
  /** The keypad a phone shows ('numeric' for a one-time code). */
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** For a select: the choices, the first usually the empty "--- Select … ---". */
  options?: readonly { value: string; label: string }[];
  /** For a select: a search that narrows its choices, when there are more than it can list. */
  filter?: SelectFilter;
  /** A line under the label that says what the field is for ("Leave it empty for none."). */
  hint?: string;
}

interface Props<K extends string> {
  fields: readonly FieldSpec<K>[];
  values: Record<K, string>;
  errors: Record<string, string>;
  onChange: (name: K, value: string) => void;
  /** The first field takes the focus when the form appears. */
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * The fields of a form, from its field table: a visible label, the control, and a line under it
 * reserved for its error, so a message never moves the field beside it.
 */
export function FormFields<K extends string>(props: Props<K>) {
  const id = useId();
  return props.fields.map((field, index) => {
    const inputId = `${id}-${field.name}`;
    const error = props.errors[field.name];
    const hintId = field.hint ? `${inputId}-hint` : null;
    const common = {
      id: inputId,
      name: field.name,
      className: 'input',
      value: props.values[field.name],
      disabled: props.disabled,
      autoFocus: props.autoFocus && index === 0,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': hintId ? `${hintId} ${inputId}-error` : `${inputId}-error`,
      onChange: (event: { target: { value: string } }) =>
        props.onChange(field.name, event.target.value),
    };
    return (
      <div className="kit-field" key={field.name}>
        <label htmlFor={inputId}>{field.label}</label>
        {hintId ? (
          <p id={hintId} className="kit-field__hint">
            {field.hint}
          </p>
        ) : null}
        {field.kind === 'textarea' ? (
          <textarea {...common} rows={field.rows ?? 5} />
        ) : field.kind === 'select' ? (
          <>
            {field.filter ? (
              <SelectSearch filter={field.filter} select={inputId} disabled={props.disabled} />
            ) : null}
            <select {...common}>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          <input
            {...common}
            {...inputType(field.kind)}
            {...(field.inputMode && { inputMode: field.inputMode })}
            autoComplete={field.autoComplete ?? 'off'}
          />
        )}
        <p id={`${inputId}-error`} className="kit-field__error">
          {error}
        </p>
      </div>
    );
  });
}

/**
 * The input's type and keypad for a field kind. Numbers are text inputs with a number keypad, so
 * that they take what the app displays ("1,250"), which a type="number" input would refuse; the
 * shared schemas read and check them.
 */
function inputType(kind: FieldSpec['kind']) {
  if (kind === 'count') return { type: 'text', inputMode: 'numeric' } as const;
  if (kind === 'signed') return { type: 'text' } as const;
  if (kind === 'number') return { type: 'text', inputMode: 'decimal' } as const;
  return { type: kind ?? 'text' };
}
