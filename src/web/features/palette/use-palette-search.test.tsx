import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../../shared/search';
import { makeStore } from '../../store/store';
import { reply } from '../../test-utils/test-fetch';
import { PALETTE_DEBOUNCE_MS, usePaletteSearch } from './use-palette-search';

const hit = (id: number, title: string): SearchHit => ({
  resource: 'clients',
  id,
  title,
  excerpt: '',
  url: `/dashboard/clients/${id}`,
});

/** A fetch whose answers the test sends, in any order, and which ignores its abort signal. */
function deferredFetch() {
  const calls: { url: string; signal: AbortSignal; answer: (r: Response) => void }[] = [];
  const mock = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({ url, signal: init.signal!, answer: resolve });
      }),
  );
  vi.stubGlobal('fetch', mock);
  return calls;
}

function Harness({ text, enabled = true }: { text: string; enabled?: boolean }) {
  const { hits, loading, error } = usePaletteSearch(text, enabled);
  return (
    <output data-testid="found">
      {JSON.stringify({ titles: hits.map((h) => h.title), loading, error })}
    </output>
  );
}

function setup(enabled = true) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <Harness text="" enabled={enabled} />
    </Provider>,
  );
  const type = (text: string) =>
    view.rerender(
      <Provider store={store}>
        <Harness text={text} enabled={enabled} />
      </Provider>,
    );
  const found = () => JSON.parse(screen.getByTestId('found').textContent ?? '{}') as object;
  return { type, found };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

describe('usePaletteSearch', () => {
  it('searches once typing pauses, not on every key', async () => {
    const calls = deferredFetch();
    const { type, found } = setup();
    for (const text of ['n', 'no', 'nor']) {
      type(text);
      await wait(PALETTE_DEBOUNCE_MS - 50);
    }
    expect(calls).toHaveLength(0);
    expect(found()).toEqual({ titles: [], loading: true, error: null });
    await wait(50);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/search?q=nor&limit=20']);
    await act(async () => calls[0]?.answer(reply(200, [hit(1, 'Northwind')])));
    expect(found()).toEqual({ titles: ['Northwind'], loading: false, error: null });
  });

  it('never lets an older answer replace a newer one', async () => {
    const calls = deferredFetch();
    const { type, found } = setup();
    type('nor');
    await wait(PALETTE_DEBOUNCE_MS);
    type('north');
    expect(calls[0]?.signal.aborted).toBe(true);
    await wait(PALETTE_DEBOUNCE_MS);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/search?q=nor&limit=20',
      '/api/v1/search?q=north&limit=20',
    ]);
    await act(async () => calls[1]?.answer(reply(200, [hit(2, 'North Harbour')])));
    await act(async () => calls[0]?.answer(reply(200, [hit(3, 'Norfolk')])));
    expect(found()).toEqual({ titles: ['North Harbour'], loading: false, error: null });
  });

  it('shows no hits for what is no longer typed, and the error in words', async () => {
    const calls = deferredFetch();
    const { type, found } = setup();
    type('nor');
    await wait(PALETTE_DEBOUNCE_MS);
    await act(async () => calls[0]?.answer(reply(200, [hit(1, 'Northwind')])));
    type('nor ');
    expect(found()).toEqual({ titles: ['Northwind'], loading: false, error: null });
    type('norx');
    expect(found()).toEqual({ titles: [], loading: true, error: null });
    await wait(PALETTE_DEBOUNCE_MS);
    await act(async () => calls[1]?.answer(reply(500, { message: 'The database is away' })));
    expect(found()).toEqual({ titles: [], loading: false, error: 'The database is away' });
    type('');
    expect(found()).toEqual({ titles: [], loading: false, error: null });
  });

  it('asks nothing when searching is not allowed', async () => {
    const calls = deferredFetch();
    const { type, found } = setup(false);
    type('north');
    await wait(PALETTE_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    expect(found()).toEqual({ titles: [], loading: false, error: null });
  });
});
