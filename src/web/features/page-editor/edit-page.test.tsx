import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, samplePage, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { UPDATED_REDIRECT_MS } from './edit-page';

const page = samplePage(9, { title: 'Old title', content: 'Old **content**' });

async function openEditor(path = '/edit/9') {
  const view = renderApp(path, signedInAs('admin'));
  const title = await screen.findByLabelText('Title');
  return { ...view, title, content: screen.getByLabelText('Content') };
}

describe('edit page', () => {
  it('prefills Title and Content and has Update and Close', async () => {
    stubFetch({ 'GET /api/v1/pages/9': reply(200, page) });
    const { title, content, path } = await openEditor();
    expect((title as HTMLInputElement).value).toBe('Old title');
    expect((content as HTMLTextAreaElement).value).toBe('Old **content**');
    expect(content.getAttribute('rows')).toBe('20');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit: Old title');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(path()).toBe('/9');
  });

  it('trims, sends PUT {id, page}, says "Page updated!" and returns to the page after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      'GET /api/v1/pages/9': reply(200, page),
      'PUT /api/v1/pages/9': reply(200, { ...page, title: 'New title', content: 'New text' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { title, content, path, store } = await openEditor();
    await user.clear(title);
    await user.type(title, '   New title  ');
    await user.clear(content);
    await user.type(content, '\n  New text \n');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Page updated!')).toBeTruthy();
    expect(screen.getByText('Page updated!').getAttribute('aria-live')).toBe('polite');
    const putIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(fetchMock.mock.calls[putIndex]?.[0]).toBe('/api/v1/pages/9');
    expect(sentBody(fetchMock, putIndex)).toEqual({
      id: 9,
      page: { title: 'New title', content: 'New text' },
    });
    expect(store.getState().pages.current).toMatchObject({ id: 9, title: 'New title' });

    act(() => vi.advanceTimersByTime(UPDATED_REDIRECT_MS - 100));
    expect(path()).toBe('/edit/9');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(path()).toBe('/9'));
    expect(UPDATED_REDIRECT_MS).toBe(2000);
  });

  it('marks a title error on its field, and shows other failures in an alert, and stays', async () => {
    let answer = reply(409, { message: 'The page was changed elsewhere' });
    stubFetch({
      'GET /api/v1/pages/9': reply(200, page),
      'PUT /api/v1/pages/9': () => answer,
    });
    const user = userEvent.setup();
    const { title, path } = await openEditor();
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Title is required')).toBeTruthy();

    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      // The cover image's field has its own (empty) alert line beside the form's.
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join('\n'),
      ).toContain('The page was changed elsewhere'),
    );
    expect(screen.queryByText('Page updated!')).toBeNull();
    answer = reply(422, {
      message: 'Validation failed: title is taken',
      errors: { title: ['is taken'] },
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Title is taken')).toBeTruthy();
    expect(path()).toBe('/edit/9');
  });

  it('shows the 404 view when the page cannot be loaded', async () => {
    stubFetch({ 'GET /api/v1/pages/9': reply(404, { message: 'Page not found' }) });
    renderApp('/edit/9', signedInAs('admin'));
    expect(await screen.findByRole('heading', { name: '404 Page not found' })).toBeTruthy();
  });

  it('sends signed-out visitors to /login and ordinary users back to the page', async () => {
    stubFetch({ 'GET /api/v1/pages/9': reply(200, page) });
    const { path } = renderApp('/edit/9');
    expect(path()).toBe('/login');
    cleanup();
    const second = renderApp('/edit/9', signedInAs('user'));
    await waitFor(() => expect(second.path()).toBe('/9'));
  });

  it('works inside the dashboard at /dashboard/pages/edit/{id}', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      'GET /api/v1/pages/9': reply(200, page),
      'PUT /api/v1/pages/9': reply(200, { ...page, title: 'Renamed' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { title, path } = await openEditor('/dashboard/pages/edit/9');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit page');
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Page updated!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(UPDATED_REDIRECT_MS));
    await waitFor(() => expect(path()).toBe('/9'));
  });
});
