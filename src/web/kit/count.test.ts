import { describe, expect, it } from 'vitest';
import { countOf } from './count';

describe('countOf', () => {
  it('reads naturally for 0, 1 and many, with grouping', () => {
    expect(countOf(0, 'project')).toBe('0 projects');
    expect(countOf(1, 'project')).toBe('1 project');
    expect(countOf(2, 'project')).toBe('2 projects');
    expect(countOf(2400, 'project')).toBe('2,400 projects');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'inventory item', 'inventory items')).toBe('1 inventory item');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
