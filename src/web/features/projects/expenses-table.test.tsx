import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { computeExpense } from '../../../shared/money';
import { moneyFormatter } from '../../../shared/money-format';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail, sampleExpense } from './test-data';

const SHOW = 'GET /api/v1/projects/5';
const FIGURES = ['Total cost', 'Total with logistics', 'Total selling price', 'Profit'];

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

async function openCard() {
  const card = await screen.findByRole('region', { name: 'Profit and Loss' });
  const table = within(card).getByRole('table');
  // A header's name: its own words, or the whole name a short header stands for ("Cost").
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.getAttribute('aria-label') ?? th.textContent);
  const rows = () => within(table).getAllByRole('row');
  /** The add row's figure, by the label it shows when the table stacks into cards. */
  const figure = (label: string) =>
    rows().at(-1)!.querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
  return { card, table, headers, rows, figure };
}

// Typing a whole line key by key takes a while on a busy machine; the assertions don't wait on it.
describe('the Profit and Loss table', { timeout: 30_000 }, () => {
  it('computes the four figures live, with the shared function, and shows — until they can be', async () => {
    stubFetch({ [SHOW]: reply(200, sampleDetail(5)) });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const { card, headers, figure } = await openCard();
    // Two header rows: the inputs, and "Totals" over the four figures it computes.
    expect(headers).toEqual([
      'Date',
      'Description',
      'Unit cost price',
      'Quantity',
      'Logistics cost',
      'Unit selling price',
      'Totals',
      'Actions',
      ...FIGURES,
    ]);
    expect(FIGURES.map((h) => figure(h).textContent)).toEqual(['—', '—', '—', '—']);

    await user.type(within(card).getByLabelText('Unit cost price'), '19.99');
    await user.type(within(card).getByLabelText('Quantity'), '3');
    expect(figure('Total cost').textContent).toBe('$59.97');
    expect(figure('Total with logistics').textContent).toBe('—');
    await user.type(within(card).getByLabelText('Logistics cost'), '5.00');
    await user.type(within(card).getByLabelText('Unit selling price'), '25.00');

    const shown = FIGURES.map((h) => figure(h).textContent);
    expect(shown).toEqual(['$59.97', '$64.97', '$75.00', '$10.03']);
    const shared = computeExpense({
      unit_cost_price_cents: 1999,
      quantity_milli: 3000,
      logistics_cost_cents: 500,
      unit_selling_price_cents: 2500,
    });
    const { format: formatMoney } = moneyFormatter();
    expect(shown).toEqual([
      formatMoney(shared.total_cost_cents),
      formatMoney(shared.total_with_logistics_cents),
      formatMoney(shared.total_selling_price_cents),
      formatMoney(shared.profit_cents),
    ]);

    // A loss shows in the danger colour; an input that is no number puts "—" back.
    await user.clear(within(card).getByLabelText('Unit selling price'));
    await user.type(within(card).getByLabelText('Unit selling price'), '1');
    expect(figure('Profit').textContent).toBe('-$61.97');
    expect(figure('Profit').className).toContain('project-money--negative');
    await user.type(within(card).getByLabelText('Quantity'), 'x');
    expect(FIGURES.map((h) => figure(h).textContent)).toEqual(['—', '—', '—', '—']);
  });

  it('rounds a fractional quantity the way the server does', async () => {
    stubFetch({ [SHOW]: reply(200, sampleDetail(5)) });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const { card, figure } = await openCard();
    await user.type(within(card).getByLabelText('Unit cost price'), '0.01');
    await user.type(within(card).getByLabelText('Quantity'), '1.5');
    await user.type(within(card).getByLabelText('Logistics cost'), '0');
    await user.type(within(card).getByLabelText('Unit selling price'), '0.03');
    // 0.015 → 0.02 and 0.045 → 0.05 (half away from zero), profit from the exact whole: 0.03.
    expect(FIGURES.map((h) => figure(h).textContent)).toEqual(['$0.02', '$0.02', '$0.05', '$0.03']);
  });

  it('requires the six inputs, then adds unwrapped with numbers and fetches the project again', async () => {
    let added = false;
    const saved = sampleExpense(8, {
      description: 'Cameras',
      unit_cost_price: 19.99,
      quantity: 3,
      logistics_cost: 5,
      unit_selling_price: 25,
      total_cost: 59.97,
      total_with_logistics: 64.97,
      total_selling_price: 75,
      profit: 10.03,
    });
    const fetchMock = stubFetch({
      [SHOW]: () => reply(200, sampleDetail(5, { expenses: added ? [saved] : [] })),
      'POST /api/v1/expenses': () => {
        added = true;
        return reply(201, saved);
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const { card, rows } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Add line' }));
    expect(await within(card).findByText('Date is required')).toBeTruthy();
    expect(within(card).getByText('Description is required')).toBeTruthy();
    expect(within(card).getByText(/^Quantity must be a number/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/v1/expenses')).toHaveLength(0);

    await user.type(within(card).getByLabelText('Date'), '2025-03-02');
    await user.type(within(card).getByLabelText('Description'), 'Cameras');
    await user.type(within(card).getByLabelText('Unit cost price'), '19.99');
    await user.type(within(card).getByLabelText('Quantity'), '3');
    await user.type(within(card).getByLabelText('Logistics cost'), '5.00');
    await user.type(within(card).getByLabelText('Unit selling price'), '25.00');
    await user.click(within(card).getByRole('button', { name: 'Add line' }));

    await waitFor(() => expect(callsTo(fetchMock, SHOW)).toHaveLength(2));
    const [post] = callsTo(fetchMock, 'POST /api/v1/expenses');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      date: '2025-03-02',
      description: 'Cameras',
      unit_cost_price: 19.99,
      quantity: 3,
      logistics_cost: 5,
      unit_selling_price: 25,
      project_id: 5,
    });
    await waitFor(() =>
      expect(
        Array.from(rows()[2]!.querySelectorAll('td'))
          .slice(0, 10)
          .map((td) => td.textContent),
      ).toEqual([
        '2025-03-02',
        'Cameras',
        '$19.99',
        '3',
        '$5.00',
        '$25.00',
        '$59.97',
        '$64.97',
        '$75.00',
        '$10.03',
      ]),
    );
    expect((within(card).getByLabelText('Description') as HTMLInputElement).value).toBe('');
  });

  it('scrolls inside a focusable, labelled region', async () => {
    stubFetch({ [SHOW]: reply(200, sampleDetail(5)) });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const region = await screen.findByRole('region', { name: 'Profit and Loss table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table')).toBeTruthy();
  });
});
