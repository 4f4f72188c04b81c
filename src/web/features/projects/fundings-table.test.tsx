import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail, sampleFunding } from './test-data';

const SHOW = 'GET /api/v1/projects/5';

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

const fundingCard = () => screen.getByRole('region', { name: 'Funding' });

// Typing key by key takes a while on a busy machine; the assertions don't wait on it.
describe('the funding table', { timeout: 30_000 }, () => {
  it('lists date, source, description and amount, right-aligned with grouping, and the total', async () => {
    stubFetch({
      [SHOW]: reply(
        200,
        sampleDetail(5, {
          fundings: [
            sampleFunding(1, { source: 'Bank', description: 'Loan', amount: 1234.5 }),
            sampleFunding(2, { source: 'Owner', description: 'Savings', amount: 0.05 }),
          ],
          totals: { ...sampleDetail(5).totals, funding: 1234.55 },
        }),
      ),
    });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('region', { name: 'Funding' });
    const table = within(fundingCard()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Source', 'Description', 'Amount', 'Actions']);
    const [, first, second, total] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '2025-03-01',
      'Bank',
      'Loan',
      '$1,234.50',
      'Edit funding from Bank on 2025-03-01Delete funding from Bank on 2025-03-01',
    ]);
    const amount = within(second!).getByText('$0.05');
    expect(amount.className).toContain('project-money');
    expect(total!.textContent).toBe('Total$1,234.55');
  });

  it('requires all four fields and a numeric amount, naming each, and sends nothing', async () => {
    const fetchMock = stubFetch({ [SHOW]: reply(200, sampleDetail(5)) });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('region', { name: 'Funding' });
    const card = fundingCard();
    await user.click(within(card).getByRole('button', { name: 'Add funding' }));

    expect(await within(card).findByText('Date is required')).toBeTruthy();
    expect(within(card).getByText('Source is required')).toBeTruthy();
    expect(within(card).getByText('Description is required')).toBeTruthy();
    expect(within(card).getByText(/^Amount must be a number/)).toBeTruthy();
    const date = within(card).getByLabelText('Date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date);

    await user.type(within(card).getByLabelText('Amount'), 'ten');
    await user.click(within(card).getByRole('button', { name: 'Add funding' }));
    expect(
      await within(card).findByText('Amount must be a number with at most two decimals'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/v1/fundings')).toHaveLength(0);
  });

  it('adds unwrapped with the project id, clears the row and fetches the project again', async () => {
    let added = false;
    const fetchMock = stubFetch({
      [SHOW]: () =>
        reply(
          200,
          sampleDetail(5, {
            fundings: added ? [sampleFunding(3, { source: 'Bank', amount: 1500.5 })] : [],
          }),
        ),
      'POST /api/v1/fundings': () => {
        added = true;
        return reply(201, sampleFunding(3));
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('region', { name: 'Funding' });
    const card = fundingCard();
    expect(within(card).getByText(/No funding yet/)).toBeTruthy();
    await user.type(within(card).getByLabelText('Date'), '2025-03-01');
    await user.type(within(card).getByLabelText('Source'), ' Bank ');
    await user.type(within(card).getByLabelText('Description'), 'Loan');
    await user.type(within(card).getByLabelText('Amount'), '1500.50');
    await user.click(within(card).getByRole('button', { name: 'Add funding' }));

    expect(await within(card).findByText('$1,500.50')).toBeTruthy();
    const [post] = callsTo(fetchMock, 'POST /api/v1/fundings');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      date: '2025-03-01',
      source: 'Bank',
      description: 'Loan',
      amount: 1500.5,
      project_id: 5,
    });
    expect(callsTo(fetchMock, SHOW)).toHaveLength(2);
    await waitFor(() =>
      expect((within(card).getByLabelText('Source') as HTMLInputElement).value).toBe(''),
    );
  });

  it('takes an amount typed as the table shows it, and names the format of another', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5)),
      'POST /api/v1/fundings': reply(201, sampleFunding(3)),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await screen.findByRole('region', { name: 'Funding' });
    const card = fundingCard();
    await user.type(within(card).getByLabelText('Date'), '2025-03-01');
    await user.type(within(card).getByLabelText('Source'), 'Bank');
    await user.type(within(card).getByLabelText('Description'), 'Loan');
    await user.type(within(card).getByLabelText('Amount'), '1.250,50');
    await user.click(within(card).getByRole('button', { name: 'Add funding' }));
    expect(
      await within(card).findByText('Amount must be a number written like 1,250.50'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/v1/fundings')).toHaveLength(0);

    await user.clear(within(card).getByLabelText('Amount'));
    await user.type(within(card).getByLabelText('Amount'), '1,250.50');
    await user.click(within(card).getByRole('button', { name: 'Add funding' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/v1/fundings')).toHaveLength(1));
    const [post] = callsTo(fetchMock, 'POST /api/v1/fundings');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ amount: 1250.5 });
  });

  it('deletes a funding and fetches the project again; a failure says why', async () => {
    let calls = 0;
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { fundings: [sampleFunding(3, { source: 'Bank' })] })),
      'DELETE /api/v1/fundings/3': () =>
        ++calls === 1 ? reply(500, { message: 'Internal server error' }) : reply(200, { id: 3 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const remove = await screen.findByRole('button', { name: /^Delete funding from Bank/ });
    await user.click(remove);
    expect((await within(fundingCard()).findByRole('alert')).textContent).toContain(
      'Internal server error',
    );
    expect(callsTo(fetchMock, SHOW)).toHaveLength(1);
    await user.click(remove);
    await waitFor(() => expect(callsTo(fetchMock, SHOW)).toHaveLength(2));
    expect(callsTo(fetchMock, 'DELETE /api/v1/fundings/3')).toHaveLength(2);
  });
});
