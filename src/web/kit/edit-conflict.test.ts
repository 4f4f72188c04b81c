import { describe, expect, it } from 'vitest';
import { compare, editorOf, listOf, mergeMine, mergedNotice, type Conflict } from './edit-conflict';

type Client = { phone: string; city: string; street: string };
const conflict = (theirs: Partial<Client>, mine: Partial<Client>): Conflict<Client> => {
  const base = { phone: '0100', city: 'Mombasa', street: 'Main' };
  return {
    by: 'chief',
    at: '2026-11-25T14:00:00.000Z',
    version: '"3-x"',
    base,
    theirs: { ...base, ...theirs },
    mine: { ...base, ...mine },
  };
};

describe('an edit conflict', () => {
  it('keep mine: my changed fields over theirs; a field only they changed stays theirs', () => {
    const c = conflict({ phone: '0199' }, { city: 'Nairobi' });
    expect(mergeMine(c)).toEqual({ phone: '0199', city: 'Nairobi', street: 'Main' });
    expect(compare(c)).toEqual({ theirs: ['phone'], both: [] });
  });

  it('a field both changed, to different values, is named; to the same value it is not', () => {
    expect(compare(conflict({ phone: '0199' }, { phone: '0155' }))).toEqual({
      theirs: ['phone'],
      both: ['phone'],
    });
    expect(compare(conflict({ phone: '0199' }, { phone: '0199' })).both).toEqual([]);
    expect(mergeMine(conflict({ phone: '0199', street: 'B' }, { phone: '0155' }))).toEqual({
      phone: '0155',
      city: 'Mombasa',
      street: 'B',
    });
  });

  it('names fields as a sentence does', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['Contact phone'])).toBe('Contact phone');
    expect(listOf(['A', 'B'])).toBe('A and B');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('names the other editor, and the account itself by where it wrote', () => {
    expect(editorOf('chief')).toBe('chief');
    expect(editorOf(null)).toBe('someone else');
    expect(editorOf('admin', 'another window')).toBe('you, in another window,');
    expect(editorOf('admin', 'this window')).toBe('you');
  });

  it('says after a quiet merge who changed what, a username as it is spelled', () => {
    const labels = { city: 'Location (City)', phone: 'Contact phone' };
    expect(mergedNotice([{ by: 'chief', fields: ['city'] }], labels, 'client')).toBe(
      'chief changed Location (City) meanwhile; both changes kept.',
    );
    expect(
      mergedNotice([{ by: 'admin', yours: 'another window', fields: [] }], labels, 'client'),
    ).toBe('You, in another window, changed this client meanwhile; both changes kept.');
  });
});
