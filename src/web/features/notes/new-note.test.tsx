import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleNote } from './test-data';

const POST = 'POST /api/v1/notes';

async function openNewNote(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch(routes);
  const user = userEvent.setup();
  const app = renderApp('/dashboard/notes/new', signedInAs('admin'));
  expect(await screen.findByRole('heading', { name: 'New note' })).toBeTruthy();
  return { fetchMock, user, ...app };
}

const posts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method} ${String(url)}` === POST);

describe('new note', () => {
  it('sends the title and the sections in one POST, then shows the note with a toast', async () => {
    const saved = sampleNote(9, 'Site survey', [
      ['Access', 'Gate code **1234**'],
      ['Power', ''],
    ]);
    const { fetchMock, user, path } = await openNewNote({
      [POST]: reply(201, { id: 9, title: 'Site survey' }),
      'GET /api/v1/notes/9': reply(200, saved),
    });
    const title = screen.getByLabelText('Title');
    expect(document.activeElement).toBe(title);
    expect(screen.getByLabelText('Section 1 Content').getAttribute('rows')).toBe('20');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();

    await user.type(title, 'Site survey');
    await user.type(screen.getByLabelText('Section 1 Title'), 'Access');
    await user.type(screen.getByLabelText('Section 1 Content'), 'Gate code **1234**');
    await user.click(screen.getByRole('button', { name: '+ Add section' }));
    // The new section's title takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Section 2 Title'));
    await user.keyboard('  Power ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(path()).toBe('/dashboard/notes/9'));
    expect(posts(fetchMock)).toHaveLength(1);
    expect(sentBody(fetchMock, 0)).toEqual({
      note: {
        title: 'Site survey',
        sections: [
          { title: 'Access', content: 'Gate code **1234**' },
          { title: 'Power', content: '' },
        ],
      },
    });
    const toast = (await screen.findByText('Note added')).parentElement as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'View note' }).getAttribute('href')).toBe(
      '/dashboard/notes/9',
    );
    expect(await screen.findByRole('heading', { name: 'Site survey' })).toBeTruthy();
  });

  it('checks section fields in the browser and names the section in the message', async () => {
    const { fetchMock, user } = await openNewNote();
    await user.type(screen.getByLabelText('Title'), 'Long');
    await user.click(screen.getByRole('button', { name: '+ Add section' }));
    const second = screen.getByLabelText('Section 2 Title');
    await user.click(second);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(screen.getByText('Section 2 title must be at most 200 characters')).toBeTruthy();
    expect(screen.getByLabelText('Section 1 Title').getAttribute('aria-invalid')).toBeNull();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('requires the title', async () => {
    const { fetchMock, user } = await openNewNote();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("says 'Error creating sections: …' when the save fails on no field, and stays", async () => {
    const { user, path } = await openNewNote({
      [POST]: reply(500, { message: 'Internal server error' }),
    });
    await user.type(screen.getByLabelText('Title'), 'Doomed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('alert', { name: 'Error creating sections: Internal server error' }),
    ).toBeTruthy();
    expect(path()).toBe('/dashboard/notes/new');
  });

  it('saves a note without sections once the last one is deleted', async () => {
    const { fetchMock, user, path } = await openNewNote({
      [POST]: reply(201, { id: 3, title: 'Bare' }),
      'GET /api/v1/notes/3': reply(200, sampleNote(3, 'Bare')),
    });
    await user.type(screen.getByLabelText('Title'), 'Bare');
    await user.click(screen.getByRole('button', { name: 'Delete section 1' }));
    expect(screen.getByText('This note has no sections.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Add section' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/dashboard/notes/3'));
    expect(sentBody(fetchMock, 0)).toEqual({ note: { title: 'Bare', sections: [] } });
    expect(await screen.findByText('This note has no sections yet.')).toBeTruthy();
  });
});
