import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../lib/http-client';
import type { StaleVersion } from '../store/create-resource-slice';
import {
  type Conflict,
  type Equal,
  type QuietMerge,
  changedFields,
  compare,
  mergeMine,
  mergedNotice,
  sameJson,
} from './edit-conflict';
import { useToast } from './toast';

/** How many writes met on the way a save merges over before it shows the conflict instead. */
const MAX_MERGES = 3;

/** What a save answers: the saved values (the new baseline) and version, or why it failed. */
export type SaveResult<V> =
  | { ok: true; values?: V; version?: string | null }
  | {
      ok: false;
      message: string;
      fields?: FieldErrors;
      /** The record moved on since the form loaded it (412): the record as it is now. */
      stale?: StaleVersion;
      /** The record is gone (404 on an update). */
      gone?: boolean;
      /** Words a form-level message starts with ("Error updating sections"). */
      prefix?: string;
    };

/** What an edit form's save sends: only the fields its user changed, and the version loaded. */
export type Edit<O> = { changes: Partial<O>; ifMatch: string | null };

interface Options<V, S extends z.ZodType> {
  initial: V;
  /** The shared zod schema the server validates with: the browser checks the same rules first. */
  schema: S;
  /** Field labels by name, so messages read "Contact email is required". */
  labels: Record<string, string>;
  /** Edit forms: the ETag of the record as loaded, sent back as If-Match. */
  version?: string | null;
  /** Edit forms: the record as the server sends it → the form's values (for a 412). */
  fromRecord?: (record: Record<string, unknown>) => V;
  /** What the record is called in messages: "after you opened this client". */
  noun?: string;
  /** How two values of a field compare (default: as JSON). */
  equal?: Equal;
}

type Save<V, O> = (input: O, edit: Edit<O>) => Promise<SaveResult<V>>;

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
 * An edit form also keeps the version it loaded: its save sends only the changed fields with
 * If-Match, and a 412 becomes `conflict` (theirs beside mine) until `keepMine` or `takeTheirs`.
 */
export function useResourceForm<V extends Record<string, unknown>, S extends z.ZodType>(
  options: Options<V, S>,
) {
  const { schema, labels, fromRecord, equal = sameJson } = options;
  const [saved, setSaved] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [version, setVersion] = useState(options.version ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  // Counts refused submits, so the view can move the focus to the first field in error.
  const [refusals, setRefusals] = useState(0);
  const lastSave = useRef<Save<V, z.output<S>> | null>(null);
  const toast = useToast();

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name as string]: _gone, ...rest } = prev;
      return rest;
    });
  }, []);

  async function submit(
    save: Save<V, z.output<S>>,
    mine: V,
    base: V,
    loaded: string | null,
    merges: QuietMerge[] = [],
  ): Promise<void> {
    const check = schema.safeParse(mine);
    if (!check.success) {
      const fields: FieldErrors = {};
      for (const issue of check.error.issues)
        (fields[issue.path.join('.')] ??= []).push(issue.message);
      setErrors(labelled(fields, labels));
      setRefusals((n) => n + 1);
      return;
    }
    const input = check.data as Record<string, unknown>;
    const changes = Object.fromEntries(
      changedFields(mine, base, equal).map((name) => [name, input[name]]),
    ) as Partial<z.output<S>>;
    setPending(true);
    setMessage('');
    setConflict(null);
    const result = await save(check.data, { changes, ifMatch: loaded });
    setPending(false);
    if (result.ok) {
      const next = result.values ?? mine;
      setSaved(next);
      setValues(next);
      if (result.version !== undefined) setVersion(result.version);
      setErrors({});
      // Said after the screen's own "Changes saved", which it replaces.
      if (merges.length) toast({ message: mergedNotice(merges, labels, options.noun ?? 'record') });
      return;
    }
    if (result.stale && fromRecord) {
      const { updated_by: by, updated_at: at, etag, current, yours } = result.stale;
      const met = { by, yours, at, version: etag, theirs: fromRecord(current), base, mine };
      const { theirs, both } = compare(met, equal);
      // ADR 0037: no field both changed (to different values), so nothing is lost by saving
      // my changed fields over theirs at once; the conflict is shown only when one overlaps.
      if (both.length === 0 && merges.length < MAX_MERGES) {
        const merged = mergeMine(met, equal);
        setSaved(met.theirs);
        setValues(merged);
        setVersion(etag);
        return submit(save, merged, met.theirs, etag, [...merges, { by, yours, fields: theirs }]);
      }
      setConflict(met);
    } else {
      const fields = labelled(result.fields ?? {}, labels);
      const gone = result.gone && options.version !== undefined;
      const text = gone
        ? `This ${options.noun ?? 'record'} was deleted after you opened it. Your changes were not saved.`
        : result.message;
      if (!gone && Object.keys(fields).length > 0) setErrors(fields);
      else setMessage(result.prefix ? `${result.prefix}: ${text}` : text);
    }
    setRefusals((n) => n + 1);
  }

  /** `save` gets what the schema made of the values (trimmed text, numbers) and the edit. */
  function handleSubmit(save: Save<V, z.output<S>>) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      if (pending) return;
      lastSave.current = save;
      await submit(save, values, saved, version);
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
    dirty: JSON.stringify(values) !== JSON.stringify(saved),
    handleSubmit,
    conflict,
    /** The version the form saves over (If-Match). */
    version,
    /**
     * The record moved on outside the form (another change on its screen loaded it again): the
     * new record becomes the baseline and its version the one saved over; fields changed here
     * keep what was typed.
     */
    rebase(record: V, nextVersion: string | null) {
      const merged: Record<string, unknown> = { ...record };
      for (const name of changedFields(values, saved, equal)) merged[name] = values[name];
      setSaved(record);
      setValues(merged as V);
      setVersion(nextVersion);
    },
    labels,
    equal,
    noun: options.noun ?? 'record',
    /** Saves my changed fields over the record as it is now; theirs stay where I changed none. */
    keepMine() {
      if (!conflict || !lastSave.current || pending) return;
      const merged = mergeMine(conflict, equal);
      setSaved(conflict.theirs);
      setValues(merged);
      setVersion(conflict.version);
      void submit(lastSave.current, merged, conflict.theirs, conflict.version);
    },
    /** Drops my changes for the record as it is now. */
    takeTheirs() {
      if (!conflict) return;
      setSaved(conflict.theirs);
      setValues(conflict.theirs);
      setVersion(conflict.version);
      setErrors({});
      setConflict(null);
    },
  };
}
