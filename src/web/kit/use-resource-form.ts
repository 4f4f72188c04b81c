import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../lib/http-client';

/** What a save answers: the saved values (which become the new baseline), or why it failed. */
export type SaveResult<V> =
  { ok: true; values?: V } | { ok: false; message: string; fields?: FieldErrors };

interface Options<V, S extends z.ZodType> {
  initial: V;
  /** The shared zod schema the server validates with: the browser checks the same rules first. */
  schema: S;
  /** Field labels by name, so messages read "Contact email is required". */
  labels: Record<string, string>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Messages keyed by field path ("email_address", "sections.2.title"), each after its label. */
function labelled(fields: FieldErrors, labels: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (first)
      out[path] = `${labels[path] ?? labels[path.split('.').pop() ?? ''] ?? path} ${first}`;
  }
  return out;
}

/**
 * A form's state: values against the last saved baseline (`dirty`), field errors from the
 * browser's check or the server's 422, a form-level message for other failures, and `pending`
 * while a save runs. `handleSubmit(save)` validates, saves once at a time, and takes the result.
 */
export function useResourceForm<V extends Record<string, unknown>, S extends z.ZodType>(
  options: Options<V, S>,
) {
  const { schema, labels } = options;
  const [saved, setSaved] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  // Counts refused submits, so the view can move the focus to the first field in error.
  const [refusals, setRefusals] = useState(0);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name as string]: _gone, ...rest } = prev;
      return rest;
    });
  }, []);

  /** `save` gets what the schema made of the values: trimmed text, numbers from number fields. */
  function handleSubmit(save: (input: z.output<S>) => Promise<SaveResult<V>>) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      if (pending) return;
      const check = schema.safeParse(values);
      if (!check.success) {
        const fields: FieldErrors = {};
        for (const issue of check.error.issues)
          (fields[issue.path.join('.')] ??= []).push(issue.message);
        setErrors(labelled(fields, labels));
        setRefusals((n) => n + 1);
        return;
      }
      setPending(true);
      setMessage('');
      const result = await save(check.data);
      setPending(false);
      if (result.ok) {
        const next = result.values ?? values;
        setSaved(next);
        setValues(next);
        setErrors({});
        return;
      }
      const fields = labelled(result.fields ?? {}, labels);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage(result.message);
      setRefusals((n) => n + 1);
    };
  }

  return {
    values,
    setValue,
    setValues,
    errors,
    message,
    dismissMessage: () => setMessage(''),
    pending,
    refusals,
    dirty: !same(values, saved),
    handleSubmit,
  };
}
