import { describe, expect, it } from 'vitest';
import type { ImportRecord, ImportReport } from '../store/imports';
import {
  importCounts,
  importLabel,
  importedMessage,
  moreErrors,
  previewCounts,
  undoQuestion,
  undoneMessage,
} from './import-text';

const clients = ['client', 'clients'] as const;

const report = (create: number, update: number, unchanged = 0) =>
  ({ create, update, unchanged }) as ImportReport;

const record = (created: number, updated: number): ImportRecord => ({
  id: 7,
  resource: 'clients',
  file_name: 'clients.csv',
  actor: 'chief',
  at: '2026-11-25T10:00:00.000Z',
  created,
  updated,
  unchanged: 2,
  undone_at: null,
  undone_by: null,
});

describe('what the import dialog says', () => {
  it('counts what a preview would do, and names the button by what it writes', () => {
    expect(previewCounts(report(2000, 10, 2))).toBe('2,000 to create, 10 to update, 2 unchanged');
    expect(importLabel(report(200, 12, 2), clients)).toBe('Import 212 clients');
    expect(importLabel(report(0, 1, 5), clients)).toBe('Import 1 client');
    expect(importedMessage(report(200, 12), clients)).toBe('Imported 212 clients');
    expect(importCounts(record(200, 10))).toBe('200 created, 10 updated, 2 unchanged');
  });

  it('counts the problems past the first 100', () => {
    expect(moreErrors(100)).toBe('');
    expect(moreErrors(101)).toBe('and 1 more');
    expect(moreErrors(1412)).toBe('and 1,312 more');
  });

  it('asks before an undo what it will do, in the list’s nouns', () => {
    expect(undoQuestion(record(200, 10), clients)).toBe(
      'The 200 clients it created go to the trash, and the 10 it changed get their fields back. A client changed by someone since stays as it is.',
    );
    expect(undoQuestion(record(1, 1), clients)).toBe(
      'The 1 client it created goes to the trash, and the 1 it changed gets its fields back. A client changed by someone since stays as it is.',
    );
    expect(undoQuestion(record(3, 0), clients)).toBe('The 3 clients it created go to the trash.');
    expect(undoQuestion(record(0, 4), clients)).toBe(
      'The 4 clients it changed get their fields back. A client changed by someone since stays as it is.',
    );
  });

  it('says what an undo did, and lists what it left', () => {
    const left = [
      {
        id: 31,
        title: 'Acme',
        message: 'Acme was changed by ann after the import, so it was left as it is.',
      },
    ];
    expect(
      undoneMessage(record(200, 10), { id: 7, trashed: 200, restored: 1, left }, clients),
    ).toBe(
      'Import of clients.csv undone: 200 clients moved to the trash, 1 client given its fields back. Left as they are: Acme was changed by ann after the import, so it was left as it is.',
    );
    expect(undoneMessage(record(0, 1), { id: 7, trashed: 0, restored: 0, left: [] }, clients)).toBe(
      'Import of clients.csv undone: nothing needed changing.',
    );
  });
});
