import { describe, expect, it } from 'vitest';
import { optionalText, requiredText, wholeQuantity } from '../../shared/fields';
import { fieldTable } from '../../shared/resources/field-table';
import { plainEntity, plainEntries } from './plain-fields';

const table = fieldTable({
  name: { input: requiredText(), output: 'text', label: 'Name', search: 'title' },
  city: { input: optionalText(), output: 'text', label: 'City', search: 'text' },
  quantity: { input: wholeQuantity(), output: 'number', label: 'Quantity' },
  limit: { input: wholeQuantity().nullable(), output: 'number or null', label: 'Limit' },
  email: { input: optionalText(), output: 'text', label: 'Email', search: 'text' },
});

describe('plain fields on the server', () => {
  it("read a row's columns as the answer's types (PostgreSQL's bigint text, SQLite's null)", () => {
    const row = { id: 4, name: 'Crate', city: null, quantity: '12', limit: '3', email: 'a@b.c' };
    expect(plainEntity(table, row)).toEqual({
      name: 'Crate',
      city: '',
      quantity: 12,
      limit: 3,
      email: 'a@b.c',
    });
    expect(plainEntity(table, { ...row, limit: null }).limit).toBeNull();
  });

  it('make the search entry: the title field, then the text fields joined in table order', () => {
    const searchable = plainEntries('clients', table);
    const rows = [
      { id: 1, name: 'Acme', city: 'Oslo', quantity: 1, limit: null, email: 'ops@acme.test' },
      { id: 2, name: 'Zeta', city: '', quantity: 1, limit: null, email: 'z@zeta.test' },
    ];
    expect(searchable(undefined as never, rows)).toEqual([
      { resource: 'clients', id: 1, title: 'Acme', text: 'Oslo · ops@acme.test' },
      { resource: 'clients', id: 2, title: 'Zeta', text: 'z@zeta.test' },
    ]);
  });

  it("names the record whose screen opens the entry, when it is another's (a task's project)", () => {
    const [entry] = plainEntries(
      'tasks',
      table,
      'limit',
    )(undefined as never, [
      { id: 5, name: 'Survey', city: '', quantity: 1, limit: '12', email: '' },
    ]);
    expect(entry).toEqual({ resource: 'tasks', id: 5, title: 'Survey', text: '', opensId: 12 });
  });

  it('refuses a table without a title to be found by', () => {
    expect(() => plainEntries('clients', { city: table.city })).toThrow(/title/);
  });
});
