import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, requiredText, wholeQuantity } from '../fields';
import {
  csvColumns,
  emptyValues,
  fieldLabels,
  fieldTable,
  formFields,
  formValues,
  inputFields,
  outputShape,
} from './field-table';

const table = fieldTable({
  name: { input: requiredText(), output: 'text', label: 'Name', search: 'title' },
  notes: { input: optionalText(), output: 'text', label: 'Notes', form: { kind: 'textarea' } },
  quantity: { input: wholeQuantity().default(3), output: 'number', label: 'Quantity' },
  limit: {
    input: wholeQuantity().nullable().default(null),
    output: 'number or null',
    label: 'Limit',
    csv: false,
  },
});

describe('a field table', () => {
  it('gives the request fields their input rules', () => {
    const fields = inputFields(table);
    expect(fields.parse({ name: ' Crate ' })).toEqual({
      name: 'Crate',
      notes: '',
      quantity: 3,
      limit: null,
    });
    expect(fields.safeParse({ name: '' }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'is required',
    });
  });

  it('gives the answer its output types, in table order', () => {
    const entity = z.object({ id: z.number(), ...outputShape(table) });
    expect(Object.keys(entity.shape)).toEqual(['id', 'name', 'notes', 'quantity', 'limit']);
    expect(
      entity.safeParse({ id: 1, name: 'a', notes: '', quantity: 1, limit: null }).success,
    ).toBe(true);
    expect(entity.safeParse({ id: 1, name: 'a', notes: '', quantity: '1', limit: 2 }).success).toBe(
      false,
    );
  });

  it('gives the CSV its columns, numbers as numbers, without the fields left out', () => {
    expect(csvColumns(table)).toEqual([
      { label: 'Name', field: 'name' },
      { label: 'Notes', field: 'notes' },
      { label: 'Quantity', field: 'quantity', kind: 'number' },
    ]);
  });

  it("takes a screen's own order where it differs from the answer's", () => {
    expect(formFields(table, ['quantity', 'name']).map((f) => f.name)).toEqual([
      'quantity',
      'name',
    ]);
    expect(csvColumns(table, ['limit', 'quantity']).map((c) => c.field)).toEqual(['quantity']);
  });

  it('gives the form its fields, labels and values', () => {
    expect(formFields(table)).toEqual([
      { name: 'name', label: 'Name' },
      { name: 'notes', label: 'Notes', kind: 'textarea' },
      { name: 'quantity', label: 'Quantity' },
      { name: 'limit', label: 'Limit' },
    ]);
    expect(fieldLabels(table)).toEqual({
      name: 'Name',
      notes: 'Notes',
      quantity: 'Quantity',
      limit: 'Limit',
    });
    // A new form starts from each default: a quantity's "3", nothing for none.
    expect(emptyValues(table)).toEqual({ name: '', notes: '', quantity: '3', limit: '' });
    expect(formValues(table, { name: 'Crate', notes: 'x', limit: null })).toEqual({
      name: 'Crate',
      notes: 'x',
      quantity: '3',
      limit: '',
    });
  });
});
