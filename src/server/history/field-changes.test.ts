import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes';

describe('fieldChanges', () => {
  it('lists each changed field with its old and new value, in field order', () => {
    const before = { id: 1, name: 'A', quantity: 2, city: 'Oslo', updated_at: 'x' };
    const after = { id: 1, name: 'B', quantity: 3, city: 'Oslo', updated_at: 'y' };
    expect(fieldChanges(before, after, new Set(['name', 'quantity', 'city']))).toEqual([
      { field: 'name', from: 'A', to: 'B' },
      { field: 'quantity', from: 2, to: 3 },
    ]);
  });

  it('records an image as changed, never its address or bytes', () => {
    const sent = new Set(['image']);
    const changes = fieldChanges({ image_url: '/a?v=1' }, { image_url: '/a?v=2' }, sent);
    expect(changes).toEqual([{ field: 'image', changed: true }]);
    expect(fieldChanges({ image_url: null }, { image_url: null }, sent)).toEqual([]);
  });

  it('keeps null as a value (a project disconnected from its client)', () => {
    expect(fieldChanges({ client_id: 3 }, { client_id: null }, new Set(['client_id']))).toEqual([
      { field: 'client_id', from: 3, to: null },
    ]);
  });

  it('leaves out embedded lists and objects, and adds the parts written with the record', () => {
    const sent = new Set(['projects', 'title']);
    const before = { projects: [], title: 'T' };
    const changes = fieldChanges(before, { projects: [{}], title: 'T' }, sent, ['sections']);
    expect(changes).toEqual([{ field: 'sections', changed: true }]);
  });

  it('leaves out what the update did not send: what follows from it (an expense total)', () => {
    const before = { quantity: 1, total_cost: 1 };
    const after = { quantity: 3, total_cost: 3 };
    expect(fieldChanges(before, after, new Set(['quantity']))).toEqual([
      { field: 'quantity', from: 1, to: 3 },
    ]);
  });
});
