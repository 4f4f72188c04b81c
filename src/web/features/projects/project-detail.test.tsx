import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail, sampleProject } from './test-data';

// The project's own Description, not the add rows' of its fundings and lines.
const TEXTAREA = { selector: 'textarea' };

const SHOW = 'GET /api/v1/projects/5';
const LIST = 'GET /api/v1/projects?limit=20&offset=0';
const CONFIRM = 'Are you sure you want to delete this project?';

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

// Typing key by key takes a while on a busy machine; the assertions don't wait on it.
describe('project detail', { timeout: 30_000 }, () => {
  it('shows name, class and the description in 15 rows, and links the client', async () => {
    stubFetch({
      [SHOW]: reply(
        200,
        sampleDetail(5, {
          name: 'Alarm',
          project_class: 'CCTV',
          description: 'Four cameras',
          client_id: 3,
          client: { id: 3, organization_name: 'Acme' },
        }),
      ),
    });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Alarm' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alarm');
    expect((screen.getByLabelText('Class') as HTMLInputElement).value).toBe('CCTV');
    const notes = screen.getByLabelText('Description', TEXTAREA) as HTMLTextAreaElement;
    expect(notes.value).toBe('Four cameras');
    expect(notes.getAttribute('rows')).toBe('15');
    const client = screen.getByRole('link', { name: 'Acme' });
    expect(client.getAttribute('href')).toBe('/dashboard/clients/3');
    expect(client.closest('p')?.textContent).toBe('Client: Acme');
  });

  it('enables Save changes only after an edit, PUTs the three fields, then disables it again', async () => {
    const project = sampleDetail(5, { name: 'Alarm', project_class: 'CCTV' });
    const fetchMock = stubFetch({
      [SHOW]: reply(200, project),
      'PUT /api/v1/projects/5': reply(
        200,
        sampleProject(5, { name: 'Alarm', project_class: 'IoT' }),
      ),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const projectClass = await screen.findByLabelText('Class');
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.clear(projectClass);
    await user.type(projectClass, 'IoT');
    expect(save.disabled).toBe(false);
    await user.click(save);

    await waitFor(() => expect(save.disabled).toBe(true));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    const [put] = callsTo(fetchMock, 'PUT /api/v1/projects/5');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      id: 5,
      project: { project_class: 'IoT' },
    });
    // Editing back to the saved value is no change either.
    await user.type(projectClass, 'x');
    expect(save.disabled).toBe(false);
    await user.type(projectClass, '{Backspace}');
    expect(save.disabled).toBe(true);
  });

  it('shows a failed save in the in-page alert and keeps the edit', async () => {
    stubFetch({
      [SHOW]: reply(200, sampleDetail(5)),
      'PUT /api/v1/projects/5': reply(503, { message: 'The database is not answering' }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Description', TEXTAREA), 'More');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toContain('The database is not answering');
    expect(alert).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Description', TEXTAREA) as HTMLTextAreaElement).value).toBe(
      'More',
    );
  });

  it('asks before deleting: Cancel sends nothing, the confirmation deletes and returns to the list', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { name: 'Doomed' })),
      'DELETE /api/v1/projects/5': reply(200, { id: 5 }),
      [LIST]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/projects/5', signedInAs('admin'));
    const remove = await screen.findByRole('button', { name: 'Delete this project' });

    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: CONFIRM });
    expect(dialog.textContent).toContain(
      'It goes to the trash with its funding, expenses and tasks, for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /api/v1/projects/5')).toHaveLength(0);
    expect(path()).toBe('/dashboard/projects/5');

    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog', { name: CONFIRM })).getByRole('button', {
        name: 'Delete project',
      }),
    );
    await waitFor(() => expect(path()).toBe('/dashboard/projects'));
    expect(callsTo(fetchMock, 'DELETE /api/v1/projects/5')).toHaveLength(1);
    expect(await screen.findByText('Project “Doomed” deleted')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('returns to the list when the project cannot be loaded', async () => {
    stubFetch({
      [SHOW]: reply(404, { message: 'Not found' }),
      [LIST]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const { path } = renderApp('/dashboard/projects/5', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/projects'));
  });
});
