import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail, sampleTask } from './test-data';

const SHOW = 'GET /api/v1/projects/5';

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

/** A response the test answers when it chooses, to see the screen before the server answers. */
function later() {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response, answer };
}

// The server's detail: incomplete first, then by id.
const serverTasks = (done: Record<number, boolean>) =>
  [
    sampleTask(1, { name: 'Survey', completed: done[1] ?? false }),
    sampleTask(2, { name: 'Cabling', completed: done[2] ?? false }),
    sampleTask(3, { name: 'Handover', completed: done[3] ?? true }),
  ].sort((a, b) => Number(a.completed) - Number(b.completed) || a.id - b.id);

/** Each task's done box (beside it, its selection box is named "Select …"). */
const names = () =>
  within(screen.getByRole('list', { name: 'Tasks' }))
    .getAllByRole('checkbox')
    .filter((box) => !box.getAttribute('aria-label')?.startsWith('Select '))
    .map(
      (box) =>
        `${box.closest('li')?.querySelector('label')?.textContent}:${(box as HTMLInputElement).checked}`,
    );

describe('the tasks', () => {
  it('lists incomplete tasks first and links New task', async () => {
    stubFetch({ [SHOW]: reply(200, sampleDetail(5, { tasks: serverTasks({}) })) });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('list', { name: 'Tasks' });
    expect(names()).toEqual(['Survey:false', 'Cabling:false', 'Handover:true']);
    const card = screen.getByRole('region', { name: 'Tasks' });
    expect(within(card).getByRole('link', { name: 'New task' }).getAttribute('href')).toBe(
      '/dashboard/projects/5/tasks/new',
    );
  });

  it('shows each task’s assignee and due date, and "Overdue" on an open task past it', async () => {
    const tasks = [
      sampleTask(1, { name: 'Survey', assignee_id: 4, due_on: '2000-01-15' }),
      sampleTask(2, { name: 'Cabling', due_on: '2999-01-01' }),
      sampleTask(3, { name: 'Handover', completed: true, due_on: '2000-01-01' }),
    ];
    stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { tasks })),
      'GET /api/v1/staff': reply(200, [{ id: 4, username: 'ada' }]),
    });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const [survey, cabling, handover] = within(list).getAllByRole('listitem');
    expect(await within(survey!).findByText('Assigned to ada')).toBeTruthy();
    expect(within(survey!).getByText('Overdue').className).toContain('kit-badge--danger');
    expect(within(cabling!).getByText('1 Jan 2999')).toBeTruthy();
    expect(within(cabling!).queryByText('Overdue')).toBeNull();
    // Done is never overdue.
    expect(within(handover!).queryByText('Overdue')).toBeNull();
  });

  it('flips the box at once, moves the task below the incomplete ones, saves and reloads', async () => {
    const done: Record<number, boolean> = {};
    const put = later();
    const fetchMock = stubFetch({
      [SHOW]: () => reply(200, sampleDetail(5, { tasks: serverTasks(done) })),
      'PUT /api/v1/tasks/1': () => put.response,
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('checkbox', { name: 'Mark Survey done' }));

    // Before the server answers.
    expect(names()).toEqual(['Cabling:false', 'Survey:true', 'Handover:true']);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Mark Survey done' }));
    const [call] = callsTo(fetchMock, 'PUT /api/v1/tasks/1');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 1, task: { completed: true } });

    done[1] = true;
    await act(async () => put.answer(reply(200, sampleTask(1, { completed: true }))));
    await waitFor(() => expect(callsTo(fetchMock, SHOW)).toHaveLength(2));
    expect(names()).toEqual(['Cabling:false', 'Survey:true', 'Handover:true']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the box back and says why when the save fails', async () => {
    const put = later();
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { tasks: serverTasks({}) })),
      'PUT /api/v1/tasks/3': () => put.response,
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('checkbox', { name: 'Mark Handover done' }));
    expect(names()).toEqual(['Survey:false', 'Cabling:false', 'Handover:false']);

    await act(async () => put.answer(reply(503, { message: 'The database is not answering' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“Handover” could not be updated');
    expect(alert.textContent).toContain('The database is not answering');
    expect(names()).toEqual(['Survey:false', 'Cabling:false', 'Handover:true']);
    expect(callsTo(fetchMock, SHOW)).toHaveLength(1);
  });

  it('says when there are no tasks', async () => {
    stubFetch({ [SHOW]: reply(200, sampleDetail(5)) });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    expect(await screen.findByText('This project has no tasks yet.')).toBeTruthy();
  });
});
