import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import { useResourceForm, type SaveResult } from '../../kit/use-resource-form';

/** A save's answer: the record as saved, or why not (as the kit's forms take it). */
export type RowSaved<R, V> = { ok: true; record: R } | Extract<SaveResult<V>, { ok: false }>;

interface Options<V extends Record<string, string>, S extends z.ZodType, R> {
  /** The record as loaded for editing, as the row's field values, and its ETag. */
  initial: V;
  version: string | null;
  /** The add row's schema: an edit is checked as an add is. */
  schema: S;
  labels: Record<string, string>;
  /** What the record is called in a conflict or a "deleted after you opened it" message. */
  noun: string;
  fromRecord: (record: Record<string, unknown>) => V;
  /** Sends the changed fields over the version loaded (If-Match). */
  save: (changes: Partial<z.output<S>>, ifMatch: string | null) => Promise<RowSaved<R, V>>;
  /** The row goes back to text: with the record as saved, or null after a cancel. */
  onClose: (saved: R | null) => void;
}

/**
 * A table row edited in place: the kit's form state over the version loaded (only the changed
 * fields are sent; a 412 becomes a conflict with Keep mine and Take theirs), the first field
 * focused on opening and the first field in error after a refused save. Enter in a field saves,
 * Escape cancels. No <form>: a row cannot hold one, and the add row's is the table's.
 */
export function useEditRow<V extends Record<string, string>, S extends z.ZodType, R>(
  options: Options<V, S, R>,
) {
  const { save, onClose } = options;
  const idBase = useId();
  const rowRef = useRef<HTMLTableRowElement>(null);
  const form = useResourceForm({
    initial: options.initial,
    version: options.version,
    schema: options.schema,
    labels: options.labels,
    noun: options.noun,
    fromRecord: options.fromRecord,
  });

  useEffect(() => {
    rowRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (form.refusals === 0) return;
    rowRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);

  const submit = form.handleSubmit(async (_input, { changes, ifMatch }) => {
    // Nothing changed: nothing to send.
    if (Object.keys(changes).length === 0) {
      onClose(null);
      return { ok: true };
    }
    const result = await save(changes, ifMatch);
    if (!result.ok) return result;
    onClose(result.record);
    return { ok: true };
  });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(null);
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void submit();
    }
  }

  const field = (name: keyof V & string, label: string) => ({
    idBase,
    name,
    label,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setValue(name, value as V[typeof name]),
  });

  return { form, rowRef, field, submit, onKeyDown, cancel: () => onClose(null) };
}
