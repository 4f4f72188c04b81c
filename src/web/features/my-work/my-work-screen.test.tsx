import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const MINE = 'GET /api/v1/tasks?assignee=me&open=true&limit=200';
const task = (id: number, name: string, project_id: number, due_on?: string) => ({
  id,
  name,
  description: '',
  completed: false,
  project_id,
  assignee_id: 1,
  ...(due_on && { due_on }),
});
const project = (id: number, name: string) => ({ id, name });

describe('My work', () => {
  // 23:30 UTC on the 14th is already the 15th in Berlin, the company's time zone here.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-14T23:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists my open tasks as the server orders them, each with its project and due date, overdue by the company’s date', async () => {
    stubFetch({
      [MINE]: reply(
        200,
        [
          task(5, 'Wire the gate', 3, '2030-06-14'),
          task(6, 'Order cables', 4, '2030-06-15'),
          task(7, 'Label racks', 3),
        ],
        { 'X-Total-Count': '3' },
      ),
      'GET /api/v1/projects/3': reply(200, project(3, 'Harbour gate')),
      'GET /api/v1/projects/4': reply(200, project(4, 'Depot')),
    });
    renderApp('/dashboard/my-work', signedInAs('admin', { timeZone: 'Europe/Berlin' }));
    const list = await screen.findByRole('list', { name: 'My open tasks' });
    expect(screen.getByText('3 open tasks, 1 overdue')).toBeTruthy();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Wire the gateHarbour gateDue 14 Jun 2030Overdue',
      'Order cablesDepotDue 15 Jun 2030',
      'Label racksHarbour gateNo due date',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Harbour gate' }).getAttribute('href')).toBe(
      '/dashboard/projects/3',
    );
  });

  it('in UTC the same task is not overdue yet', async () => {
    stubFetch({
      [MINE]: reply(200, [task(5, 'Wire the gate', 3, '2030-06-14')]),
      'GET /api/v1/projects/3': reply(200, project(3, 'Harbour gate')),
    });
    renderApp('/dashboard/my-work', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'My open tasks' });
    expect(within(list).queryByText('Overdue')).toBeNull();
  });

  it('says so when nothing is assigned to me', async () => {
    stubFetch({ [MINE]: reply(200, [], { 'X-Total-Count': '0' }) });
    renderApp('/dashboard/my-work', signedInAs('superuser'));
    expect(await screen.findByText(/^Nothing assigned to you\./)).toBeTruthy();
  });
});
