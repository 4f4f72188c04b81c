import { describe, expect, it } from 'vitest';
import { tookAlongText } from './took-along';

describe('what a delete took along', () => {
  it('counts each resource with its noun, in a list', () => {
    expect(tookAlongText({ fundings: 2, expenses: 1, tasks: 3 })).toBe(
      '2 fundings, 1 expense and 3 tasks',
    );
    expect(tookAlongText({ sections: 1 })).toBe('1 section');
    expect(tookAlongText({ inventory: 2 })).toBe('2 inventory items');
  });

  it('says nothing when it took nothing', () => {
    expect(tookAlongText({})).toBe('');
    expect(tookAlongText({ fundings: 0, tasks: 0 })).toBe('');
    expect(tookAlongText({ fundings: 0, tasks: 1 })).toBe('1 task');
  });
});
