import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail, sampleTask } from './test-data';

const SHOW = 'GET /api/v1/projects/5';

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
const bodyOf = (mock: ReturnType<typeof stubFetch>, key: string) =>
  JSON.parse(String(callsTo(mock, key)[0]?.[1]?.body));

const tasksCard = () => screen.getByRole('region', { name: 'Tasks' });
/** The toasts' live region (the test's path readout, an <output>, is a status too). */
const toasts = () => document.querySelector<HTMLElement>('.kit-toasts')!;
const survey = sampleTask(1, { name: 'Survey', description: 'Half a day' });
const cabling = sampleTask(2, { name: 'Cabling' });

// Typing key by key takes a while on a busy machine; the assertions don't wait on it.
describe('editing and deleting tasks', { timeout: 30_000 }, () => {
  it('renames and describes a task in place, over the version loaded', async () => {
    let saved = survey;
    const fetchMock = stubFetch({
      [SHOW]: () => reply(200, sampleDetail(5, { tasks: [saved, cabling] })),
      'GET /api/v1/tasks/1': reply(200, survey, { ETag: '"3-abc"' }),
      'PUT /api/v1/tasks/1': () => {
        saved = { ...survey, name: 'Site survey' };
        return reply(200, saved);
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Edit Survey' }));
    const name = (await within(tasksCard()).findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Survey');
    expect((within(tasksCard()).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Half a day',
    );
    await user.clear(name);
    await user.type(name, 'Site survey');
    await user.click(within(tasksCard()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, SHOW)).toHaveLength(2));
    expect(bodyOf(fetchMock, 'PUT /api/v1/tasks/1')).toEqual({
      id: 1,
      task: { name: 'Site survey' },
    });
    const [put] = callsTo(fetchMock, 'PUT /api/v1/tasks/1');
    expect(put?.[1]?.headers).toMatchObject({ 'If-Match': '"3-abc"' });
    expect(
      await within(tasksCard()).findByRole('checkbox', { name: 'Mark Site survey done' }),
    ).toBeTruthy();
    expect(toasts().textContent).toContain('Changes saved');
  });

  it('requires a name, and Escape leaves the task as it was', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { tasks: [survey] })),
      'GET /api/v1/tasks/1': reply(200, survey, { ETag: '"3-abc"' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Edit Survey' }));
    await user.clear(await within(tasksCard()).findByLabelText('Name'));
    await user.click(within(tasksCard()).getByRole('button', { name: 'Save' }));
    expect(await within(tasksCard()).findByText('Name is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/v1/tasks/1')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(within(tasksCard()).queryByLabelText('Name')).toBeNull();
    expect(within(tasksCard()).getByRole('checkbox', { name: 'Mark Survey done' })).toBeTruthy();
  });

  it('deletes a task without asking; the toast names it and Undo brings it back', async () => {
    let gone = false;
    stubFetch({
      [SHOW]: () => reply(200, sampleDetail(5, { tasks: gone ? [cabling] : [survey, cabling] })),
      'DELETE /api/v1/tasks/1': () => {
        gone = true;
        return reply(200, { id: 1 });
      },
      'POST /api/v1/trash/tasks/1/restore': () => {
        gone = false;
        return reply(200, { resource: 'tasks', id: 1 });
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Delete Survey' }));
    await waitFor(() => expect(toasts().textContent).toContain('Task “Survey” deleted'));
    await waitFor(() =>
      expect(within(tasksCard()).queryByRole('checkbox', { name: 'Mark Survey done' })).toBeNull(),
    );
    await user.click(within(toasts()).getByRole('button', { name: 'Undo' }));
    expect(
      await within(tasksCard()).findByRole('checkbox', { name: 'Mark Survey done' }),
    ).toBeTruthy();
    expect(toasts().textContent).toContain('Task “Survey” restored');
  });

  it('marks picked tasks done together, then deletes them after one confirmation', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { tasks: [survey, cabling, sampleTask(3)] })),
      'POST /api/v1/tasks/bulk-update': reply(200, { ids: [1, 2] }),
      'POST /api/v1/tasks/bulk-delete': reply(200, { ids: [1, 2] }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Survey' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cabling' }));
    expect(within(tasksCard()).getByText('2 selected')).toBeTruthy();
    await user.click(within(tasksCard()).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(toasts().textContent).toContain('2 tasks updated'));
    expect(bodyOf(fetchMock, 'POST /api/v1/tasks/bulk-update')).toEqual({
      ids: [1, 2],
      changes: { completed: true },
    });
    // A bulk change reloads the project; the selection is let go.
    await waitFor(() => expect(callsTo(fetchMock, SHOW)).toHaveLength(2));
    expect(within(tasksCard()).queryByText('2 selected')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(within(tasksCard()).getByText('3 selected')).toBeTruthy();
    // Escape lets the selection go, as on the lists.
    await user.keyboard('{Escape}');
    expect(within(tasksCard()).queryByText('3 selected')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Task 3' }));
    await user.click(within(tasksCard()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 tasks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 tasks' }));
    await waitFor(() => expect(toasts().textContent).toContain('2 tasks deleted'));
    expect(bodyOf(fetchMock, 'POST /api/v1/tasks/bulk-delete')).toEqual({ ids: [1, 2] });
  });
});
