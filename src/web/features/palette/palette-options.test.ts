import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../shared/search';
import type { SavedView } from '../../../shared/views';
import {
  hitGroups,
  matchActions,
  matchViews,
  paletteGroups,
  paletteStatus,
} from './palette-options';

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

const savedView = (id: number, name: string, fields: Partial<SavedView> = {}): SavedView => ({
  id,
  resource: 'clients',
  name,
  query: 'q=norway',
  shared: false,
  owner: { id: 1, username: 'ada' },
  created_at: '',
  updated_at: '',
  ...fields,
});
const views = [
  savedView(1, 'Clients in Norway'),
  savedView(2, 'Low stock, by quantity', {
    resource: 'inventory',
    query: 'low_stock=true&sort=quantity',
    shared: true,
    owner: { id: 2, username: 'chief' },
  }),
];

describe('matchViews', () => {
  it('finds the views by their words, their list’s name, or “view”, opening the list', () => {
    expect(matchViews(views, 'norw')).toEqual([
      {
        key: 'view-1',
        label: 'View: Clients in Norway',
        detail: 'Clients',
        to: '/dashboard/clients?q=norway',
      },
    ]);
    expect(matchViews(views, 'stock')).toEqual([
      {
        key: 'view-2',
        label: 'View: Low stock, by quantity',
        detail: 'Inventory · shared by chief',
        to: '/dashboard/inventory?low_stock=true&sort=quantity',
      },
    ]);
    expect(labels(matchViews(views, 'inventory'))).toEqual(['View: Low stock, by quantity']);
    expect(labels(matchViews(views, 'VIEW'))).toEqual([
      'View: Clients in Norway',
      'View: Low stock, by quantity',
    ]);
    expect(matchViews(views, ' ')).toEqual([]);
    expect(matchViews(views, 'sweden')).toEqual([]);
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

  it('puts the matching saved views after the actions, before the hits, not when nothing is typed', () => {
    const hits = [hit('clients', 5, 'Clinic Norway')];
    const groups = paletteGroups({ text: 'cli', actions, hits, recent, views });
    expect(groups.map((g) => [g.title, labels(g.options)])).toEqual([
      ['Actions', ['New client', 'Go to Clients']],
      ['Saved views', ['View: Clients in Norway']],
      ['Clients', ['Clinic Norway']],
    ]);
    expect(
      paletteGroups({ text: '', actions, hits: [], recent: [], views }).map((g) => g.key),
    ).toEqual([]);
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
