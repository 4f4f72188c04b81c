import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../kit/toast';
import {
  MAX_SECTIONS,
  addSection,
  deleteSection,
  insertSection,
  moveSection,
  sectionErrorsByKey,
  sectionFieldLabel,
  updateSection,
  type SectionDraft,
  type SectionField,
} from './note-sections';
import { SectionItem } from './section-item';

interface Props {
  sections: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
  /** The form's field errors, keyed by path ("sections.2.title"). */
  errors: Record<string, string>;
  /** The sections' keys when the form was last submitted, to place those errors. */
  keysAtSubmit: readonly string[];
  rows: number;
}

let created = 0;
const newKey = () => `new-${++created}`;

/**
 * The note's sections and "+ Add section". Focus follows the work: to a new section's title, to
 * the moved section's button (so pressing again keeps moving it), to the section that takes a
 * deleted one's place; a polite status says what happened. A delete's toast names the section
 * and offers Undo, which puts it back in its place in the form (the note is saved as ever).
 */
export function SectionList({ sections, onChange, errors, keysAtSubmit, rows }: Props) {
  const id = useId();
  const toast = useToast();
  const root = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  // The sections as they are when an Undo comes, typing since the delete included.
  const latest = useRef(sections);
  useEffect(() => {
    latest.current = sections;
  }, [sections]);
  const [announcement, setAnnouncement] = useState('');
  // A section's message goes once its field is edited, until the next submit brings new ones.
  const [cleared, setCleared] = useState<string[]>([]);
  const [seenErrors, setSeenErrors] = useState(errors);
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    setCleared([]);
  }
  const { byKey, other } = sectionErrorsByKey(errors, keysAtSubmit);
  const general = Object.entries(other).filter(([path]) => path !== 'title');
  const full = sections.length >= MAX_SECTIONS;

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target) root.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus();
  }, [sections]);

  function change(next: SectionDraft[], focus: string, message: string) {
    focusAfter.current = focus;
    setAnnouncement(message);
    onChange(next);
  }

  function add() {
    if (full) return;
    const key = newKey();
    change(addSection(sections, key), `${key}:title`, `Section ${sections.length + 1} added.`);
  }

  function remove(position: number) {
    const draft = sections[position];
    if (!draft) return;
    const next = deleteSection(sections, position);
    const neighbour = next[Math.min(position, next.length - 1)];
    // The toast says it (a polite live region of its own), so the status stays quiet.
    change(next, neighbour ? `${neighbour.key}:heading` : 'add', '');
    const name = `Section ${position + 1}${draft.title.trim() ? ` “${draft.title.trim()}”` : ''}`;
    const undo = () => {
      const back = insertSection(latest.current, position, draft);
      if (back.length === latest.current.length) return;
      change(back, `${draft.key}:heading`, `${name} restored.`);
    };
    toast({ message: `${name} deleted`, action: { label: 'Undo', run: undo } });
  }

  function move(position: number, by: -1 | 1) {
    const draft = sections[position];
    if (!draft || !sections[position + by]) return;
    const way = by < 0 ? 'up' : 'down';
    const message = `Section ${position + 1} moved ${way}; it is now section ${position + by + 1}.`;
    change(moveSection(sections, position, by), `${draft.key}:${way}`, message);
  }

  function edit(position: number, key: string, field: SectionField, value: string) {
    onChange(updateSection(sections, position, { [field]: value }));
    const path = `${key}.${field}`;
    setCleared((prev) => (prev.includes(path) ? prev : [...prev, path]));
  }

  const errorOf = (key: string, position: number, field: SectionField) => {
    const rule = cleared.includes(`${key}.${field}`) ? undefined : byKey[`${key}.${field}`];
    return rule ? `${sectionFieldLabel(position, field)} ${rule}` : '';
  };

  return (
    <div ref={root} className="note-sections">
      {sections.length > 0 ? (
        <ol className="note-sections__list" aria-label="Sections">
          {sections.map((section, i) => (
            <SectionItem
              key={section.key}
              section={section}
              position={i}
              count={sections.length}
              idBase={`${id}-${section.key}`}
              rows={rows}
              errors={{
                title: errorOf(section.key, i, 'title'),
                content: errorOf(section.key, i, 'content'),
              }}
              onMove={(by) => move(i, by)}
              onDelete={() => remove(i)}
              onEdit={(field, value) => edit(i, section.key, field, value)}
            />
          ))}
        </ol>
      ) : (
        <p className="note-sections__hint">This note has no sections.</p>
      )}
      <div className="note-sections__add">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          data-focus="add"
          onClick={add}
        >
          + Add section
        </button>
        {full ? (
          <p id={`${id}-full`} className="note-sections__hint">
            A note holds at most {MAX_SECTIONS} sections.
          </p>
        ) : null}
      </div>
      <p className="kit-field__error">{general.map(([, message]) => message).join(' ')}</p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
