import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const FIRST_PAGE = 'GET /api/v1/notes?limit=20&offset=0';

describe('the notes list', () => {
  it('shows the notes in the order the server sorts them, the total and the add link', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          { id: 2, title: 'Alarm codes' },
          { id: 1, title: 'Zone map' },
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/dashboard/notes', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Notes' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['Alarm codes', 'Zone map']);
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
