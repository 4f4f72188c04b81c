import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources/registry';
import { fieldsNotForBulk } from './bulk-fields';

// Derived from each update schema: images, sections and long content are refused in bulk, and
// every field a list's bulk bar offers (a project's class, a task's completed) is not.
describe('fieldsNotForBulk', () => {
  it('names the images, lists and long texts of every resource, and nothing else', () => {
    const refused = Object.fromEntries(
      Object.entries(RESOURCES).map(([name, definition]) => [name, fieldsNotForBulk(definition)]),
    );
    expect(refused).toEqual({
      pages: ['content', 'image'],
      clients: [],
      projects: [],
      fundings: [],
      expenses: [],
      tasks: [],
      notes: ['sections'],
      sections: ['content'],
      inventory: [],
      stickers: ['image'],
      tools: ['image'],
    });
  });
});
