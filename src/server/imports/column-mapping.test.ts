import { describe, expect, it } from 'vitest';
import { IMPORTS } from '../../shared/imports';
import { HttpError } from '../http-error';
import { mapColumns } from './column-mapping';

const clients = IMPORTS.clients!;
const fields = (headers: string[], override?: Record<string, string | null>) =>
  mapColumns(headers, clients, override).map((c) => c.field);

describe('mapColumns', () => {
  it("places a column by the export's label or the field's name, case and spacing aside", () => {
    expect(
      fields(['Name of organization', 'EMAIL_ADDRESS', ' contact  phone ', 'ID', 'version']),
    ).toEqual(['organization_name', 'email_address', 'phone_number', 'id', 'version']);
  });

  it("places a field's former header, below any current label, and the current column wins", () => {
    const projects = (headers: string[], override?: Record<string, string | null>) =>
      mapColumns(headers, IMPORTS.projects!, override).map((c) => c.field);
    expect(projects(['Name', ' NOTES '])).toEqual(['name', 'description']);
    expect(projects(['Notes', 'Description'])).toEqual([null, 'description']);
    expect(projects(['Notes', 'Text'], { Text: 'description' })).toEqual([null, 'description']);
    expect(projects(['Notes'], { Notes: null })).toEqual([null]);
    const renamed = [
      { field: 'a', label: 'A', aliases: ['B'] },
      { field: 'b', label: 'B' },
    ];
    expect(mapColumns(['B'], renamed).map((c) => c.field)).toEqual(['b']);
  });

  it('ignores a column it cannot place, and one the override sets to null', () => {
    expect(fields(['Projects', 'Website'], { Website: null })).toEqual([null, null]);
  });

  it('takes the override before the labels', () => {
    expect(fields(['Org', 'Website'], { Org: 'organization_name', Website: 'city' })).toEqual([
      'organization_name',
      'city',
    ]);
  });

  it('refuses two columns for one field, and an override of what is not there', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        return (error as HttpError).message;
      }
      throw new Error('not refused');
    };
    expect(refusal(() => fields(['Website', 'website']))).toBe(
      'Two columns fill Website: "Website" and "website". Choose "Ignore this column" for one of them.',
    );
    expect(refusal(() => fields(['A'], { B: 'city' }))).toBe(
      'The file has no column headed "B" to map.',
    );
    expect(refusal(() => fields(['A'], { A: 'password' }))).toBe(
      '"password" is not a field this list imports.',
    );
  });
});
