import { describe, expect, it } from 'vitest';
import type { Section } from '../../../shared/resources/sections';
import {
  MAX_SECTIONS,
  addSection,
  deleteSection,
  draftsOf,
  insertSection,
  moveSection,
  sectionErrorsByKey,
  sectionsInOrder,
  updateSection,
  type SectionDraft,
} from './note-sections';

const draft = (key: string): SectionDraft => ({ key, title: `T ${key}`, content: `C ${key}` });
const keys = (drafts: SectionDraft[]) => drafts.map((d) => d.key);
const section = (id: number, index: number): Section => ({
  id,
  index,
  title: `S${id}`,
  content: '',
  note_id: 1,
});

describe('note sections', () => {
  const abc = [draft('a'), draft('b'), draft('c')];

  it('orders a saved note by index and keys each draft by its id', () => {
    const saved = [section(7, 2), section(5, 0), section(6, 1)];
    expect(sectionsInOrder(saved).map((s) => s.id)).toEqual([5, 6, 7]);
    expect(draftsOf(saved)).toEqual([
      { key: 'id-5', title: 'S5', content: '' },
      { key: 'id-6', title: 'S6', content: '' },
      { key: 'id-7', title: 'S7', content: '' },
    ]);
    expect(saved.map((s) => s.id)).toEqual([7, 5, 6]);
  });

  it('puts a deleted section back in its place, or last when fewer are left, never past the limit', () => {
    expect(keys(insertSection([draft('a'), draft('c')], 1, draft('b')))).toEqual(['a', 'b', 'c']);
    expect(keys(insertSection([draft('a')], 2, draft('c')))).toEqual(['a', 'c']);
    const full = Array.from({ length: MAX_SECTIONS }, (_, i) => draft(String(i)));
    expect(insertSection(full, 0, draft('x'))).toHaveLength(MAX_SECTIONS);
  });

  it('adds an empty section at the end, up to the limit', () => {
    expect(addSection(abc, 'd')).toEqual([...abc, { key: 'd', title: '', content: '' }]);
    const full = Array.from({ length: MAX_SECTIONS }, (_, i) => draft(String(i)));
    expect(addSection(full, 'x')).toHaveLength(MAX_SECTIONS);
  });

  it('deletes a middle section and renumbers the rest 0..n-1', () => {
    const after = deleteSection(abc, 1);
    expect(keys(after)).toEqual(['a', 'c']);
    // The index is the place in the list: c was index 2 and is now 1, with no gap.
    expect(after.findIndex((d) => d.key === 'c')).toBe(1);
    expect(keys(deleteSection(abc, 0))).toEqual(['b', 'c']);
    expect(keys(deleteSection(abc, 2))).toEqual(['a', 'b']);
    expect(keys(abc)).toEqual(['a', 'b', 'c']);
  });

  it('moves a section up or down by one, and not past either end', () => {
    expect(keys(moveSection(abc, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(keys(moveSection(abc, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(keys(moveSection(abc, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(keys(moveSection(abc, 2, 1))).toEqual(['a', 'b', 'c']);
    expect(keys(abc)).toEqual(['a', 'b', 'c']);
  });

  it('changes one field of one section', () => {
    const after = updateSection(abc, 1, { content: 'new' });
    expect(after[1]).toEqual({ key: 'b', title: 'T b', content: 'new' });
    expect(after[0]).toBe(abc[0]);
    expect(abc[1]?.content).toBe('C b');
  });

  it('places section errors on the sections they were about when submitted', () => {
    const errors = {
      title: 'Title is required',
      'sections.1.title': 'Section 2 title must be at most 200 characters',
      'sections.2.content': 'Section 3 content must be text',
      'sections.9.title': 'Section 10 title is odd',
      sections: 'Sections must be at most 500 sections',
    };
    expect(sectionErrorsByKey(errors, ['a', 'b', 'c'])).toEqual({
      byKey: { 'b.title': 'must be at most 200 characters', 'c.content': 'must be text' },
      other: {
        title: 'Title is required',
        'sections.9.title': 'Section 10 title is odd',
        sections: 'Sections must be at most 500 sections',
      },
    });
  });
});
