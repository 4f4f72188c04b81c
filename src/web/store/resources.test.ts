import { describe, expect, it } from 'vitest';
import { RESOURCE_NAMES } from '../../shared/resources/names';
import { RESOURCES } from '../../shared/resources/registry';
import { resources } from './resources';
import { makeStore } from './store';

describe('resource registry', () => {
  it('registers a slice for every resource, mounted under its name', () => {
    expect(Object.keys(resources).sort()).toEqual([...RESOURCE_NAMES].sort());
    const state = makeStore().getState();
    for (const name of RESOURCE_NAMES) {
      expect(resources[name].name).toBe(name);
      expect(state[name]).toMatchObject({ items: [], current: null, total: 0 });
    }
  });

  // The web app keeps zod out of its bundle, so it repeats the wrappers; this keeps them in step.
  it("wraps bodies exactly as the server's resource definitions expect", () => {
    for (const name of RESOURCE_NAMES) {
      expect(resources[name].wrapper ?? null, name).toBe(RESOURCES[name].wrapper);
    }
  });
});
