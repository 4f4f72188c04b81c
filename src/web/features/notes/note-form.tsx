import { useState, type FormEvent, type ReactNode } from 'react';
import { noteSaveFields } from '../../../shared/resources/notes';
import { failedSave } from '../../kit/failure';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { NOTE_LABELS, sameNoteField, valuesOf, type NoteValues } from './note-fields';
import type { NoteDetail } from '../../../shared/resources/notes';
import { SectionList } from './section-list';

const TITLE: FieldSpec<'title'>[] = [{ name: 'title', label: 'Title' }];

/**
 * The note's form state, checked in the browser by the schema the server saves with. Editing,
 * it keeps the version loaded: title and sections are the fields a conflict compares.
 */
export const useNoteForm = (initial: NoteValues, version?: string | null) =>
  useResourceForm({
    initial,
    schema: noteSaveFields,
    labels: NOTE_LABELS,
    equal: sameNoteField,
    ...(version !== undefined && {
      version,
      fromRecord: (record: Record<string, unknown>) => valuesOf(record as NoteDetail),
      noun: 'note',
    }),
  });

type NoteFormState = ReturnType<typeof useNoteForm>;

/**
 * A failed note save as the form takes it. product.md §8: a failure that names no field shows as
 * 'Error creating sections: …' (new note) or 'Error updating sections: …' (edit).
 */
export function failedNoteSave(
  prefix: 'Error creating sections' | 'Error updating sections',
  action: Parameters<typeof failedSave>[0],
) {
  return { ...failedSave(action), prefix };
}

interface Props {
  form: NoteFormState;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  requireChange?: boolean;
  /** Rows of each section's content (product.md §9). */
  rows: number;
  extraActions?: ReactNode;
}

/** The title and the sections of a note, saved in one request (the atomic note save). */
export function NoteForm({ form, onSubmit, rows, ...props }: Props) {
  // Where each section was when submitted: the errors that come back are numbered by it.
  const [keysAtSubmit, setKeysAtSubmit] = useState<string[]>([]);
  return (
    <KitForm
      form={form}
      className="note-form"
      onSubmit={(event) => {
        if (!form.pending) setKeysAtSubmit(form.values.sections.map((section) => section.key));
        onSubmit(event);
      }}
      {...props}
    >
      <FormFields
        fields={TITLE}
        values={{ title: form.values.title }}
        errors={form.errors}
        onChange={(_, value) => form.setValue('title', value)}
        autoFocus
      />
      <SectionList
        sections={form.values.sections}
        onChange={(sections) => form.setValue('sections', sections)}
        errors={form.errors}
        keysAtSubmit={keysAtSubmit}
        rows={rows}
      />
    </KitForm>
  );
}
