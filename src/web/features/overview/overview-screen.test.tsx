import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const counts = {
  clients_count: 3,
  projects_count: 5,
  pages_count: 12,
  notes_count: 0,
  inventory_items_count: 1200,
  stickers_count: 4,
  tools_count: 9,
  low_stock: { inventory: 0, stickers: 0 },
  money: { funding: 12500.5, costs: 2300, profit: -80.25 },
  open_tasks: 7,
  new_enquiries: 0,
  start: [
    { step: 'client', done: true },
    { step: 'import', done: true },
  ],
  overdue_tasks: 0,
  failed_sends: null,
  recent_projects: [
    {
      id: 9,
      name: 'Harbour CCTV',
      client_name: 'Harbour Ltd',
      balance: 10200.5,
      tasks_done: 2,
      tasks_total: 5,
      updated_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
      updated_by: 'chief',
    },
    {
      id: 4,
      name: 'Loose ends',
      client_name: null,
      balance: -10,
      tasks_done: 0,
      tasks_total: 0,
      updated_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      updated_by: null,
    },
  ],
};

describe('the overview screen', () => {
  it('shows the seven counts of GET /overview under Records, each linking to its list', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const clients = await screen.findByRole('link', { name: /^3\s*Clients$/ });
    expect(clients.getAttribute('href')).toBe('/dashboard/clients');
    const records = screen.getByRole('region', { name: 'Records' });
    const tiles = within(records)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('overview__tile'));
    expect(tiles.map((t) => t.textContent)).toEqual([
      '3Clients',
      '5Projects',
      '12Pages',
      '0Notes',
      `${(1200).toLocaleString()}Unique inventory items`,
      '4Unique stickers',
      '9Unique tools',
    ]);
  });

  it('shows the money across projects and the open tasks first, each leading to the projects', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const money = await screen.findByRole('region', { name: 'Across all projects' });
    await within(money).findByText('$12,500.50');
    const links = within(money).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '$12,500.50Funding',
      '$2,300.00Costs',
      '-$80.25Profit',
      '7Open tasks',
    ]);
    expect(links.every((link) => link.getAttribute('href') === '/dashboard/projects')).toBe(true);
    expect(within(money).getByText('-$80.25').className).toContain('kit-negative');
    expect(within(money).getByText('$12,500.50').className).not.toContain('kit-negative');
  });

  it('writes the money in the currency and locale the session told (EUR in de-DE)', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    const euro = { ...signedInAs('admin'), money: { currency: 'EUR', locale: 'de-DE' } };
    renderApp('/dashboard/overview', euro);
    const money = await screen.findByRole('region', { name: 'Across all projects' });
    await within(money).findByText('12.500,50 €');
    expect(within(money).getByText('-80,25 €').className).toContain('kit-negative');
  });

  it('names the projects changed last, each leading to its screen', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const recent = await screen.findByRole('region', { name: 'Projects changed last' });
    const rows = await within(recent).findAllByRole('link');
    expect(rows.map((row) => [row.textContent, row.getAttribute('href')])).toEqual([
      [
        'Harbour CCTVHarbour Ltd · Changed 2 hours ago by chief2 of 5 tasks doneBalance $10,200.50',
        '/dashboard/projects/9',
      ],
      ['Loose endsNo client · Changed 3 days agoNo tasksBalance -$10.00', '/dashboard/projects/4'],
    ]);
  });

  it('has "New…" for its main action: a link to every New form of the role', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/overview', signedInAs('admin'));
    await screen.findByRole('link', { name: /^3\s*Clients$/ });
    expect(screen.queryByRole('link', { name: '+ New page' })).toBeNull();
    const button = screen.getByRole('button', { name: 'New…' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'New client',
      'New project',
      'New inventory item',
      'New sticker',
      'New tool',
      'New note',
      'New page',
    ]);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(within(menu).getByRole('link', { name: 'New note' }));
    expect(path()).toBe('/dashboard/notes/new');
  });

  it('says nothing of stock when none is low', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    await screen.findByRole('link', { name: /^3\s*Clients$/ });
    expect(screen.queryByText(/low on stock/)).toBeNull();
  });

  it('names what is low on stock among what needs attention, each leading to its filtered list', async () => {
    stubFetch({
      'GET /api/v1/overview': reply(200, { ...counts, low_stock: { inventory: 3, stickers: 1 } }),
    });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const attention = await screen.findByRole('region', { name: 'Needs attention today' });
    const low = within(attention).getByRole('list', { name: 'Low on stock' });
    expect(
      within(low)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['3 items low on stock', '/dashboard/inventory?low_stock=true'],
      ['1 sticker low on stock', '/dashboard/stickers?low_stock=true'],
    ]);
  });

  it('leads to the new enquiries when there are some', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, { ...counts, new_enquiries: 3 }) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const link = await screen.findByRole('link', { name: '3 new enquiries' });
    expect(link.getAttribute('href')).toBe('/dashboard/enquiries?status=new');
  });

  it('says nothing of enquiries when none is new', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    await screen.findByRole('heading', { name: 'Records' });
    expect(screen.queryByText(/new enquir/)).toBeNull();
  });

  it('names only the stock that is low', async () => {
    stubFetch({
      'GET /api/v1/overview': reply(200, { ...counts, low_stock: { inventory: 0, stickers: 2 } }),
    });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const link = await screen.findByRole('link', { name: '2 stickers low on stock' });
    expect(link.getAttribute('href')).toBe('/dashboard/stickers?low_stock=true');
    expect(screen.queryByText(/items? low on stock/)).toBeNull();
  });

  it('shows the error in place of the tiles, and tries again on request', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/overview': () =>
        ++calls === 1 ? reply(500, { message: 'Internal server error' }) : reply(200, counts),
    });
    renderApp('/dashboard/overview', signedInAs('admin'));
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
    expect(document.querySelector('.overview__tiles, .skeleton')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^5\s*Projects$/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the first steps not done yet, each leading to its screen, and none once all are', async () => {
    const start = [
      { step: 'client', done: false },
      { step: 'import', done: false },
      { step: 'colleague', done: true },
      { step: 'mail', done: false },
    ];
    stubFetch({ 'GET /api/v1/overview': reply(200, { ...counts, start }) });
    renderApp('/dashboard/overview', signedInAs('superuser'));
    const steps = await screen.findByRole('region', { name: 'Start here' });
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => [
          link.querySelector('.overview__step-label')?.textContent,
          link.getAttribute('href'),
        ]),
    ).toEqual([
      ['Add your first client', '/dashboard/clients/new'],
      ['Import a spreadsheet', '/dashboard/clients?import'],
      ['Set up mail', '/dashboard/outbox'],
    ]);
  });

  it('has no "Start here" once every step is done', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    await screen.findByRole('heading', { name: 'Records' });
    expect(screen.queryByRole('region', { name: 'Start here' })).toBeNull();
  });

  it('lists what needs attention today: overdue tasks, enquiries, failed sends', async () => {
    const busy = {
      ...counts,
      overdue_tasks: 2,
      new_enquiries: 1,
      failed_sends: { mail: 3, webhooks: 1 },
    };
    stubFetch({ 'GET /api/v1/overview': reply(200, busy) });
    renderApp('/dashboard/overview', signedInAs('superuser'));
    const attention = await screen.findByRole('region', { name: 'Needs attention today' });
    expect(
      within(attention)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['2 tasks of yours overdue', '/dashboard/my-work'],
      ['1 new enquiry', '/dashboard/enquiries?status=new'],
      ['3 mails failed to send', '/dashboard/outbox?state=failed'],
      ['1 webhook delivery failed', '/dashboard/webhooks'],
    ]);
    expect(within(attention).queryByText('Nothing needs attention today.')).toBeNull();
  });

  it('says so when nothing needs attention', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const attention = await screen.findByRole('region', { name: 'Needs attention today' });
    expect(within(attention).getByText('Nothing needs attention today.')).toBeTruthy();
    expect(within(attention).queryAllByRole('link')).toEqual([]);
  });

  it('names the latest activity, each line leading to its record, and the whole log', async () => {
    const entry = {
      id: 1,
      at: new Date(Date.now() - 60_000).toISOString(),
      actor: 'chief',
      action: 'created',
      resource: 'clients',
      record_id: 3,
      parent: null,
      title: 'Harbour Ltd',
      changes: [],
      address: null,
      import: null,
    };
    stubFetch({
      'GET /api/v1/overview': reply(200, counts),
      'GET /api/v1/activity?limit=5': reply(200, [entry]),
    });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const latest = await screen.findByRole('region', { name: 'Latest activity' });
    const rows = await within(latest).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/dashboard/clients/3',
      '/dashboard/activity',
    ]);
    expect(rows[0]!.textContent).toContain('Harbour Ltd');
  });
});
