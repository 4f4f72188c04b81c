import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleNote } from './test-data';

const LIST = 'GET /api/v1/notes?limit=20&offset=0';

describe('note view', () => {
  it('shows the title and the sections by index, their content as safe Markdown', async () => {
    const note = sampleNote(5, 'Install notes', [
      ['Cabling', 'Use **Cat6** <b>only</b>'],
      ['Checks', '- power\n- signal'],
      ['', 'untitled'],
    ]);
    // The server sends them by index; the view does not rely on it.
    note.sections.reverse();
    stubFetch({ 'GET /api/v1/notes/5': reply(200, note) });
    renderApp('/dashboard/notes/5', signedInAs('admin'));

    const article = await screen.findByRole('article', { name: 'Install notes' });
    expect(
      within(article)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cabling', 'Checks', 'Section 3']);
    // Markdown is a lazy chunk of its own, loaded on first use.
    expect((await within(article).findByText('Cat6')).tagName).toBe('STRONG');
    expect(article.textContent).toContain('<b>only</b>');
    expect(article.querySelector('b')).toBeNull();
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['power', 'signal']);
    expect(screen.getByRole('link', { name: 'Edit note' }).getAttribute('href')).toBe(
      '/dashboard/notes/5/edit',
    );
  });

  it('deletes without asking, returns to the list and says so', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = stubFetch({
      'GET /api/v1/notes/5': reply(200, sampleNote(5, 'Old note')),
      'DELETE /api/v1/notes/5': reply(200, { id: 5 }),
      [LIST]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/notes/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(path()).toBe('/dashboard/notes'));
    expect(await screen.findByText('Note “Old note” deleted')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows why a delete failed and stays', async () => {
    stubFetch({
      'GET /api/v1/notes/5': reply(200, sampleNote(5, 'Kept')),
      'DELETE /api/v1/notes/5': reply(403, { message: 'Forbidden' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/notes/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    expect(await screen.findByRole('alert', { name: 'Forbidden' })).toBeTruthy();
    expect(path()).toBe('/dashboard/notes/5');
  });

  it.each(['/dashboard/notes/404', '/dashboard/notes/abc'])(
    '%s goes back to the list',
    async (start) => {
      stubFetch({
        'GET /api/v1/notes/404': reply(404, { message: 'Not found' }),
        [LIST]: reply(200, [], { 'X-Total-Count': '0' }),
      });
      const { path } = renderApp(start, signedInAs('admin'));
      await waitFor(() => expect(path()).toBe('/dashboard/notes'));
    },
  );
});
