import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod';
import { useResourceForm, type SaveResult } from '../../kit/use-resource-form';

interface Options<V extends Record<string, string>, S extends z.ZodType> {
  empty: V;
  schema: S;
  labels: Record<string, string>;
  /** Creates the row; a success clears the add row. */
  create: (input: z.output<S>) => Promise<SaveResult<V>>;
}

/**
 * A table's add row: the kit's form state and shared-schema validation, with the controls in
 * table cells tied by `form=` to a <form> outside the table (a form may not sit in a <tr>).
 * A refused add moves the focus to the first field in error, as the kit's forms do.
 */
export function useAddRow<V extends Record<string, string>, S extends z.ZodType>(
  options: Options<V, S>,
) {
  const { empty, create } = options;
  const formId = useId();
  const rowRef = useRef<HTMLTableRowElement>(null);
  const form = useResourceForm({ initial: empty, schema: options.schema, labels: options.labels });

  useEffect(() => {
    if (form.refusals === 0) return;
    rowRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);

  const submit = form.handleSubmit(async (input) => {
    const result = await create(input);
    return result.ok ? { ok: true, values: empty } : result;
  });

  const field = (name: keyof V & string, label: string) => ({
    idBase: formId,
    form: formId,
    name,
    label,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setValue(name, value as V[typeof name]),
  });

  return { form, formId, rowRef, submit, field };
}

interface CellProps {
  /** Prefixes the control's id: a row's useId. */
  idBase: string;
  /** The <form> outside the table that the control belongs to (the add row's). */
  form?: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  kind?: 'text' | 'date' | 'number';
  /** A whole line of its own where the table stacks into cards (a description). */
  wide?: boolean;
}

/**
 * One control of an add or edit row, and its error. Its label is visually hidden where the
 * column header shows it, and shown where the table stacks into cards (projects.css).
 */
export function InputCell(props: CellProps) {
  const { idBase, form, name, label, value, error, onChange, kind } = props;
  const id = `${idBase}-${name}`;
  const className = ['project-add', kind === 'number' && 'project-add--number'];
  if (props.wide) className.push('project-table__line');
  return (
    <td className={className.filter(Boolean).join(' ')}>
      <label className="project-add__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        form={form}
        name={name}
        className="input"
        type={kind === 'date' ? 'date' : 'text'}
        inputMode={kind === 'number' ? 'decimal' : undefined}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-error`} className="project-add__error">
        {error}
      </p>
    </td>
  );
}
