import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../shared/history';
import type { PageRevision } from '../../../shared/revisions';
import { makeStore } from '../../store/store';
import { reply, samplePage, stubFetch } from '../../test-utils/test-fetch';
import { HistoryPanel } from './history-panel';

const at = (n: number) => new Date(Date.now() - n * 3600_000).toISOString();
const entry = (id: number, action: 'create' | 'update'): HistoryEntry => ({
  id,
  at: at(id),
  actor: 'chief',
  action,
  resource: 'pages',
  record_id: 5,
  parent: null,
  title: 'Launch',
  changes: action === 'update' ? [{ field: 'content', changed: true }] : [],
  address: null,
  import: null,
});
const revision = (entryId: number, version: number, content: string): PageRevision => ({
  entry: entryId,
  at: at(entryId),
  actor: 'chief',
  version,
  title: 'Launch',
  content,
  description: '',
  slug: 'launch',
});

function renderPanel(onRestored: () => void) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <HistoryPanel
          resource="pages"
          id={5}
          labels={{ pages: { content: 'Content' } }}
          refreshKey='"2-a"'
          onRestored={onRestored}
        />
      </MemoryRouter>
    </Provider>,
  );
}

describe("a page's versions in its History", () => {
  it('shows each version, its diff from the one before, and restores an older one', async () => {
    const fetch = stubFetch({
      'GET /api/v1/pages/5/history?limit=20': reply(200, [
        entry(12, 'update'),
        entry(11, 'create'),
      ]),
      'GET /api/v1/pages/5/revisions': reply(200, [
        revision(12, 2, 'one\n2\nthree'),
        revision(11, 1, 'one\ntwo\nthree'),
      ]),
      'POST /api/v1/pages/5/history/11/restore': reply(200, samplePage(5)),
    });
    const onRestored = vi.fn();
    renderPanel(onRestored);
    const user = userEvent.setup();

    await user.click(await screen.findByText('Show version 2'));
    // The newest version is the page as it is: nothing to restore, something to compare.
    const newest = screen.getByText('Show version 2').closest('details')!;
    expect(within(newest).queryByRole('button', { name: 'Restore this version' })).toBeNull();
    await user.click(
      within(newest).getByRole('button', { name: 'Compare with the previous version' }),
    );
    expect([...newest.querySelectorAll('del')].map((d) => d.textContent)).toEqual([
      'Removed: −two',
    ]);
    expect([...newest.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['Added: +2']);

    const oldest = screen.getByText('Show version 1').closest('details')!;
    await user.click(screen.getByText('Show version 1'));
    expect(oldest.querySelector('pre')?.textContent).toBe('one\ntwo\nthree');
    expect(within(oldest).queryByRole('button', { name: /Compare/ })).toBeNull();
    await user.click(within(oldest).getByRole('button', { name: 'Restore this version' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore this version' }),
    );
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledOnce());
    expect(
      fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`),
    ).toContain('POST /api/v1/pages/5/history/11/restore');
  });
});
