import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleNote } from './test-data';

const SHOW = 'GET /api/v1/notes/4';
const PUT = 'PUT /api/v1/notes/4';
const note = sampleNote(4, 'Runbook', [
  ['Alpha', 'first'],
  ['Bravo', 'second'],
  ['Charlie', 'third'],
]);

const indexOf = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.findIndex(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

const headings = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const sectionTitles = () =>
  screen.getAllByLabelText(/^Section \d+ Title$/).map((input) => (input as HTMLInputElement).value);
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';

async function openEditor(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ [SHOW]: reply(200, note), ...routes });
  const user = userEvent.setup();
  const app = renderApp('/dashboard/notes/4/edit', signedInAs('admin'));
  expect(await screen.findByRole('heading', { name: 'Edit note' })).toBeTruthy();
  return { fetchMock, user, ...app };
}

describe('edit note', () => {
  it('prefills 10-row sections; Save changes waits for a change; one PUT; then the view', async () => {
    const { fetchMock, user, path } = await openEditor({
      [PUT]: reply(200, { id: 4, title: 'Runbook v2' }),
    });
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Runbook');
    expect(sectionTitles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(screen.getByLabelText('Section 1 Content').getAttribute('rows')).toBe('10');
    expect(isDisabled(saveButton())).toBe(true);

    await user.type(title, ' v2');
    expect(isDisabled(saveButton())).toBe(false);
    await user.type(title, '{Backspace}{Backspace}{Backspace}');
    expect(isDisabled(saveButton())).toBe(true);
    await user.click(saveButton());
    expect(indexOf(fetchMock, PUT)).toBe(-1);

    await user.type(title, ' v2');
    await user.click(saveButton());
    await waitFor(() => expect(path()).toBe('/dashboard/notes/4'));
    // The title alone changed: the sections, which someone else may be editing, are not sent.
    expect(sentBody(fetchMock, indexOf(fetchMock, PUT))).toEqual({
      id: 4,
      note: { title: 'Runbook v2' },
    });
    expect(await screen.findByText('Changes saved')).toBeTruthy();
  });

  it('deleting a middle section renumbers the headings and the indexes sent', async () => {
    const { fetchMock, user, path } = await openEditor({ [PUT]: reply(200, { id: 4 }) });
    expect(headings()).toEqual(['Section 1', 'Section 2', 'Section 3']);

    await user.click(screen.getByRole('button', { name: 'Delete section 2' }));
    expect(headings()).toEqual(['Section 1', 'Section 2']);
    expect(sectionTitles()).toEqual(['Alpha', 'Charlie']);
    expect(screen.queryByRole('button', { name: 'Delete section 3' })).toBeNull();
    // The section that took the deleted one's place has the focus.
    expect(document.activeElement?.textContent).toBe('Section 2');
    expect(isDisabled(saveButton())).toBe(false);

    await user.click(saveButton());
    await waitFor(() => expect(path()).toBe('/dashboard/notes/4'));
    expect(sentBody(fetchMock, indexOf(fetchMock, PUT))).toMatchObject({
      note: {
        sections: [
          { title: 'Alpha', content: 'first' },
          { title: 'Charlie', content: 'third' },
        ],
      },
    });
  });

  it('a deleted section is named in a toast, and Undo puts it back in its place', async () => {
    const { user } = await openEditor({});
    await user.click(screen.getByRole('button', { name: 'Delete section 2' }));
    const toasts = document.querySelector<HTMLElement>('.kit-toasts')!;
    expect(toasts.textContent).toContain('Section 2 “Bravo” deleted');
    await user.type(screen.getByLabelText('Section 2 Title'), '!');
    await user.click(within(toasts).getByRole('button', { name: 'Undo' }));
    // Back at 2, with what was typed since in the others kept.
    expect(sectionTitles()).toEqual(['Alpha', 'Bravo', 'Charlie!']);
    expect(document.activeElement?.textContent).toBe('Section 2');
  });

  it('moving a section keeps the focus on it and changes the order sent', async () => {
    const { fetchMock, user, path } = await openEditor({ [PUT]: reply(200, { id: 4 }) });
    const focused = (name: string) =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name }));

    await user.click(screen.getByRole('button', { name: 'Move section 1 down' }));
    expect(sectionTitles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    focused('Move section 2 down');
    await user.keyboard('{Enter}');
    expect(sectionTitles()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    focused('Move section 3 down');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(sectionTitles()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    focused('Move section 3 down');
    expect(screen.getByText('Section 2 moved down; it is now section 3.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    expect(sectionTitles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    focused('Move section 1 up');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');

    await user.click(saveButton());
    await waitFor(() => expect(path()).toBe('/dashboard/notes/4'));
    const body = sentBody(fetchMock, indexOf(fetchMock, PUT)) as {
      note: { sections: { title: string; content: string }[] };
    };
    expect(body.note.sections).toEqual([
      { title: 'Charlie', content: 'third' },
      { title: 'Bravo', content: 'second' },
      { title: 'Alpha', content: 'first' },
    ]);
  });

  it("shows a server 422 under its section's field, and keeps it there when the section moves", async () => {
    const { user, path } = await openEditor({
      [PUT]: reply(422, {
        message: 'Validation failed: sections.1.title must be at most 200 characters',
        errors: { 'sections.1.title': ['must be at most 200 characters'] },
      }),
    });
    await user.type(screen.getByLabelText('Section 2 Content'), '!');
    await user.click(saveButton());

    const bravo = screen.getByLabelText('Section 2 Title');
    await waitFor(() => expect(bravo.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(bravo);
    const describedBy = () =>
      document.getElementById(bravo.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedBy()).toBe('Section 2 title must be at most 200 characters');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move section 2 down' }));
    expect(screen.getByLabelText('Section 3 Title')).toBe(bravo);
    expect(describedBy()).toBe('Section 3 title must be at most 200 characters');
    expect(screen.getByLabelText('Section 2 Title').getAttribute('aria-invalid')).toBeNull();

    await user.type(bravo, 'x');
    expect(bravo.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy()).toBe('');
    expect(path()).toBe('/dashboard/notes/4/edit');
  });

  it("says 'Error updating sections: …' when the save fails on no field, and stays", async () => {
    const { user, path } = await openEditor({ [PUT]: reply(500, { message: 'Disk full' }) });
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(saveButton());
    expect(
      await screen.findByRole('alert', { name: 'Error updating sections: Disk full' }),
    ).toBeTruthy();
    expect(path()).toBe('/dashboard/notes/4/edit');
    expect(isDisabled(saveButton())).toBe(false);
  });

  it('goes back to the list when the note cannot be loaded', async () => {
    stubFetch({
      [SHOW]: reply(404, { message: 'Not found' }),
      'GET /api/v1/notes?limit=20&offset=0': reply(200, [], { 'X-Total-Count': '0' }),
    });
    const { path } = renderApp('/dashboard/notes/4/edit', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/notes'));
  });
});
