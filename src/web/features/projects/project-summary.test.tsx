import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail, sampleTask } from './test-data';

const SHOW = 'GET /api/v1/projects/5';

const figures = () =>
  within(screen.getByRole('region', { name: 'Summary' }))
    .getAllByRole('definition')
    .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);

describe('the project summary', () => {
  it('leads with funding, costs, revenue, profit and tasks done; the top bar names the project', async () => {
    stubFetch({
      [SHOW]: reply(
        200,
        sampleDetail(5, {
          name: 'Harbour CCTV',
          totals: {
            funding: 1200,
            total_cost: 1400,
            total_with_logistics: 1450.5,
            total_selling_price: 1300.25,
            profit: -150.25,
          },
          tasks: [sampleTask(1), sampleTask(2, { completed: true }), sampleTask(3)],
        }),
      ),
    });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('region', { name: 'Summary' });
    expect(figures()).toEqual([
      'Funding: $1,200.00',
      'Costs: $1,450.50',
      'Revenue: $1,300.25',
      'Profit: -$150.25',
      'Tasks done: 1 of 3',
    ]);
    const profit = within(screen.getByRole('region', { name: 'Summary' })).getByText('-$150.25');
    expect(profit.className).toContain('project-summary__negative');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harbour CCTV'),
    );
    await waitFor(() => expect(document.title).toMatch(/^Harbour CCTV · Projects · Dashboard/));
  });

  it('shows a profit of zero or more plainly, and says when there are no tasks', async () => {
    stubFetch({ [SHOW]: reply(200, sampleDetail(5)) });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('region', { name: 'Summary' });
    expect(figures()).toEqual([
      'Funding: $0.00',
      'Costs: $0.00',
      'Revenue: $0.00',
      'Profit: $0.00',
      'Tasks done: No tasks',
    ]);
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Profit').nextElementSibling?.className).not.toContain('negative');
  });

  it('keeps a figure of a million or more exact for screen readers and on hover, compact beside', async () => {
    const totals = { ...sampleDetail(5).totals, total_selling_price: 1315250 };
    stubFetch({ [SHOW]: reply(200, sampleDetail(5, { totals })) });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    const revenue = summary.getByText('Revenue').nextElementSibling as HTMLElement;
    expect(revenue.title).toBe('$1,315,250.00');
    expect(revenue.querySelector('.project-summary__exact')?.textContent).toBe('$1,315,250.00');
    const compact = revenue.querySelector('.project-summary__compact')!;
    expect([compact.textContent, compact.getAttribute('aria-hidden')]).toEqual(['$1.315M', 'true']);
  });

  it('gives the top bar back to the group once the project is left', async () => {
    stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { name: 'Harbour CCTV' })),
      'GET /api/v1/projects?limit=20&offset=0': reply(200, [], { 'X-Total-Count': '0' }),
    });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('heading', { level: 1, name: 'Harbour CCTV' });
    await userEvent.setup().click(screen.getAllByRole('link', { name: /Projects/ })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
  });
});
