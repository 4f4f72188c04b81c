import { describe, expect, it } from 'vitest';
import { selectOpenedTitle } from './record-title';
import { makeStore } from './store';
import type { RootState } from './store';

function stateWith(patch: (state: RootState) => void): RootState {
  const state = structuredClone(makeStore().getState());
  patch(state);
  return state;
}

describe('selectOpenedTitle', () => {
  it('reads the title field of the record a detail screen loaded', () => {
    const state = stateWith((s) => {
      s.clients.current = { id: 3, organization_name: 'Northwind' } as never;
      s.users.current = { id: 5, username: 'ivy' } as never;
      s.notes.current = { id: 7, title: 'Site survey' } as never;
    });
    expect(selectOpenedTitle(state, 'clients', 3)).toBe('Northwind');
    expect(selectOpenedTitle(state, 'users', 5)).toBe('ivy');
    expect(selectOpenedTitle(state, 'notes', 7)).toBe('Site survey');
  });

  it('is null for another record, an untitled one, or a resource without a screen', () => {
    const state = stateWith((s) => {
      s.clients.current = { id: 3, organization_name: 'Northwind' } as never;
      s.projects.current = { id: 4, name: '  ' } as never;
    });
    expect(selectOpenedTitle(state, 'clients', 4)).toBeNull();
    expect(selectOpenedTitle(state, 'projects', 4)).toBeNull();
    expect(selectOpenedTitle(state, 'fundings', 1)).toBeNull();
    expect(selectOpenedTitle(state, 'toString', 1)).toBeNull();
  });
});
