import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../shared/search';
import { hitGroups, matchActions, paletteGroups, paletteStatus } from './palette-options';

const actions = [
  { label: 'New client', to: '/dashboard/clients/new' },
  { label: 'New project', to: '/dashboard/projects/new' },
  { label: 'Go to Clients', to: '/dashboard/clients' },
  { label: 'Go to My account', to: '/dashboard/account' },
];

const hit = (resource: SearchHit['resource'], id: number, title: string, excerpt = '') => ({
  resource,
  id,
  title,
  excerpt,
  url: `/dashboard/${resource}/${id}`,
});

const labels = (list: { label: string }[]) => list.map((a) => a.label);

describe('matchActions', () => {
  it('finds the actions in which every typed word starts a word, in any case', () => {
    expect(labels(matchActions(actions, 'new cli'))).toEqual(['New client']);
    expect(labels(matchActions(actions, '  CLIENT '))).toEqual(['New client', 'Go to Clients']);
    expect(labels(matchActions(actions, 'go acc'))).toEqual(['Go to My account']);
    expect(labels(matchActions(actions, 'new'))).toEqual(['New client', 'New project']);
  });

  it('finds nothing for nothing typed, or for a word no action has', () => {
    expect(matchActions(actions, '   ')).toEqual([]);
    expect(matchActions(actions, 'new invoice')).toEqual([]);
    expect(matchActions(actions, 'lient')).toEqual([]);
  });
});

describe('hitGroups', () => {
  it('groups hits by resource, in the order of each group’s best hit, keeping the order within', () => {
    const groups = hitGroups([
      hit('projects', 1, 'Harbour cameras'),
      hit('clients', 2, 'Harbour Authority', 'Oslo'),
      hit('projects', 3, 'Harbour dishes'),
      hit('inventory', 4, 'Harbour bolts'),
      hit('projects', 1, 'Harbour cameras'),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Projects', 'Clients', 'Inventory items']);
    expect(groups[0]?.options).toEqual([
      { key: 'projects-1', label: 'Harbour cameras', to: '/dashboard/projects/1' },
      { key: 'projects-3', label: 'Harbour dishes', to: '/dashboard/projects/3' },
    ]);
    expect(groups[1]?.options[0]?.detail).toBe('Oslo');
  });
});

describe('paletteGroups', () => {
  const recent = [
    { resource: 'clients', id: 2, title: 'Harbour Authority', url: '/dashboard/clients/2' },
  ];

  it('shows the records opened last when nothing is typed, and nothing when there are none', () => {
    const groups = paletteGroups({ text: ' ', actions, hits: [hit('projects', 1, 'x')], recent });
    expect(groups).toEqual([
      {
        key: 'recent',
        title: 'Recently opened',
        options: [
          {
            key: 'recent-clients-2',
            label: 'Harbour Authority',
            detail: 'Client',
            to: '/dashboard/clients/2',
          },
        ],
      },
    ]);
    expect(paletteGroups({ text: '', actions, hits: [], recent: [] })).toEqual([]);
  });

  it('puts the matching actions first, then the hits', () => {
    const hits = [hit('clients', 5, 'New Clinic Ltd')];
    const groups = paletteGroups({ text: 'new cli', actions, hits, recent });
    expect(groups.map((g) => [g.title, labels(g.options)])).toEqual([
      ['Actions', ['New client']],
      ['Clients', ['New Clinic Ltd']],
    ]);
    expect(paletteGroups({ text: 'zzz', actions, hits: [], recent })).toEqual([]);
  });
});

describe('paletteStatus', () => {
  const base = { text: 'nor', search: true, loading: false, error: null, count: 0 };

  it('says what is happening, in words', () => {
    expect(paletteStatus({ ...base, loading: true, count: 2 })).toBe('Searching…');
    expect(paletteStatus(base)).toBe('No results for “nor”');
    expect(paletteStatus({ ...base, count: 1 })).toBe('1 result');
    expect(paletteStatus({ ...base, count: 3 })).toBe('3 results');
    expect(paletteStatus({ ...base, error: 'Forbidden', count: 1 })).toBe(
      'The search failed: Forbidden',
    );
  });

  it('hints what to type when nothing is, unless recent records are listed', () => {
    expect(paletteStatus({ ...base, text: ' ' })).toMatch(/^Type a record’s name/);
    expect(paletteStatus({ ...base, text: '', search: false })).toMatch(/^Type where to go/);
    expect(paletteStatus({ ...base, text: '', count: 2 })).toBe('');
  });
});
