import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/history';
import { makeStore } from '../../store/store';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { HistoryPanel } from './history-panel';

const FIRST = 'GET /api/v1/projects/7/history?limit=20';
const NEXT = 'GET /api/v1/projects/7/history?limit=20&after=c1';

const entry = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  actor: 'chief',
  action: 'update',
  resource: 'projects',
  record_id: 7,
  parent: null,
  title: 'Roof',
  changes: [{ field: 'name', from: 'Roof', to: 'New roof' }],
  address: null,
  import: null,
  ...overrides,
});

const labels = { projects: { name: 'Name' }, fundings: { amount: 'Amount' } };

function renderPanel(refreshKey: string | null = '"1-a"') {
  const store = makeStore();
  const panel = (key: string | null) => (
    <Provider store={store}>
      <MemoryRouter>
        <HistoryPanel resource="projects" id={7} labels={labels} refreshKey={key} />
      </MemoryRouter>
    </Provider>
  );
  const view = render(panel(refreshKey));
  return { rerender: (key: string | null) => view.rerender(panel(key)) };
}

const lines = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the History panel', () => {
  it('shows each entry as a sentence with how long ago, the exact time on hover', async () => {
    const funding = entry(2, {
      action: 'create',
      resource: 'fundings',
      record_id: 12,
      title: 'Grant',
      parent: { resource: 'projects', id: 7 },
      changes: [],
    });
    stubFetch({ [FIRST]: reply(200, [funding, entry(1)]) });
    renderPanel();
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    await screen.findByRole('list', { name: 'History' });
    expect(lines()).toEqual([
      'chief added funding “Grant” · 2 hours ago',
      'chief changed Name from Roof to New roof · 2 hours ago',
    ]);
    const time = screen.getAllByText('2 hours ago')[0]!;
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(funding.at);
    expect(time.getAttribute('title')).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  });

  it('says when nothing is recorded yet', async () => {
    stubFetch({ [FIRST]: reply(200, []) });
    renderPanel();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('shows a failure in a box with Retry, which loads again', async () => {
    let calls = 0;
    stubFetch({
      [FIRST]: () => (++calls === 1 ? reply(503, { message: 'Busy' }) : reply(200, [entry(1)])),
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('The history could not be loaded: Busy')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'History' });
    expect(lines()).toHaveLength(1);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('pages older entries with the cursor and moves the focus to the first one added', async () => {
    stubFetch({
      [FIRST]: reply(200, [entry(3)], { 'X-Next-Cursor': 'c1' }),
      [NEXT]: reply(200, [entry(2, { changes: [{ field: 'name', from: 'A', to: 'Roof' }] })]),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(lines()[1]).toBe('chief changed Name from A to Roof · 2 hours ago');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(document.activeElement).toBe(screen.getAllByRole('listitem')[1]);
  });

  it('loads again when the record changes (the screen saved it)', async () => {
    let calls = 0;
    const mock = stubFetch({
      [FIRST]: () => reply(200, ++calls === 1 ? [entry(1)] : [entry(2, { changes: [] }), entry(1)]),
    });
    const { rerender } = renderPanel('"1-a"');
    await screen.findByRole('list', { name: 'History' });
    rerender('"1-a"');
    rerender('"2-b"');
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(lines()[0]).toBe('chief changed this project · 2 hours ago');
    expect(mock).toHaveBeenCalledTimes(2);
  });
});
