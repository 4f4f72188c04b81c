import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, samplePage, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { CREATED_NOTICE_MS } from './new-page';

describe('new page', () => {
  it('has Title, a 20-row Content and Create, under the "New page" title', async () => {
    renderApp('/dashboard/pages/new', signedInAs('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New page' })).toBeTruthy();
    expect(screen.getByLabelText('Title')).toBeTruthy();
    expect(screen.getByLabelText('Content').getAttribute('rows')).toBe('20');
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });

  it('trims, POSTs {page}, clears the form and shows "Page created!" for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      'POST /api/v1/pages': reply(201, samplePage(12, { title: 'Hello', content: 'World' })),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = renderApp('/dashboard/pages/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Title'), '  Hello ');
    await user.type(screen.getByLabelText('Content'), ' World  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(/Page created!/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View page' }).getAttribute('href')).toBe('/12');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/pages');
    expect(sentBody(fetchMock, 0)).toEqual({ page: { title: 'Hello', content: 'World' } });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('');
    expect(store.getState().pages.items.map((page) => page.id)).toEqual([12]);

    act(() => vi.advanceTimersByTime(CREATED_NOTICE_MS - 100));
    expect(screen.queryByText(/Page created!/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(/Page created!/)).toBeNull();
    expect(CREATED_NOTICE_MS).toBe(5000);
  });

  it('marks an empty title on its field and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderApp('/dashboard/pages/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Content'), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failed create in an alert and keeps what was typed', async () => {
    stubFetch({ 'POST /api/v1/pages': reply(500, { message: 'Internal server error' }) });
    const user = userEvent.setup();
    renderApp('/dashboard/pages/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Title'), 'Kept');
    await user.type(screen.getByLabelText('Content'), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      // The cover image's field has its own (empty) alert line beside the form's.
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join('\n'),
      ).toContain('Internal server error'),
    );
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('Some text');
    expect(screen.queryByText('Page created!')).toBeNull();
  });

  it('previews the Markdown as it is typed, with the safe renderer', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/pages/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Content'), '**Bold** <b>raw</b>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Bold'));
    expect(preview.querySelector('b')).toBeNull();
    expect(preview.textContent).toContain('<b>raw</b>');
  });
});
