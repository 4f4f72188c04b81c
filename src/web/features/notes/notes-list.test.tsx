import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const FIRST_PAGE = 'GET /api/v1/notes?limit=20&offset=0';

describe('the notes list', () => {
  it('shows the notes in the order the server sorts them, each with its last change, the total and the add link', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          {
            id: 2,
            title: 'Alarm codes',
            updated_at: '2026-03-12T12:00:00.000Z',
            updated_by: 'chief',
          },
          { id: 1, title: 'Zone map', updated_at: '2025-11-02T12:00:00.000Z', updated_by: null },
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/dashboard/notes', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Notes' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Alarm codesChanged 12 Mar 2026 by chief',
      'Zone mapChanged 2 Nov 2025',
    ]);
    const time = within(rows[0]!).getByText('12 Mar 2026');
    expect(time.getAttribute('datetime')).toBe('2026-03-12T12:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/^12 Mar 2026, \d\d:\d\d$/);
    expect(rows[0]?.getAttribute('href')).toBe('/dashboard/notes/2');
    expect(screen.getByText('2 notes')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Note' }).getAttribute('href')).toBe(
      '/dashboard/notes/new',
    );
    expect(screen.getByLabelText('Search notes')).toBeTruthy();
  });

  it('says what to do when there are no notes', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, [], { 'X-Total-Count': '0' }) });
    renderApp('/dashboard/notes', signedInAs('admin'));
    const empty = await screen.findByText(/No notes yet\./);
    expect(empty.textContent).toBe('No notes yet. + Add Note');
  });
});
