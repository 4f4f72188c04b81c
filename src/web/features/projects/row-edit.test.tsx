import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail, sampleExpense, sampleFunding } from './test-data';

const SHOW = 'GET /api/v1/projects/5';

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
const sent = (mock: ReturnType<typeof stubFetch>, key: string) => {
  const [call] = callsTo(mock, key);
  return { body: JSON.parse(String(call?.[1]?.body)), headers: call?.[1]?.headers };
};

const fundingCard = () => screen.getByRole('region', { name: 'Funding' });
const bank = sampleFunding(3, { source: 'Bank', description: 'Loan', amount: 1200 });
const withBank = (funding = bank) =>
  sampleDetail(5, {
    fundings: [funding],
    totals: { ...sampleDetail(5).totals, funding: funding.amount },
  });

/** The row being edited: the one whose Save button is there. */
const editedRow = () =>
  within(fundingCard()).getByRole('button', { name: /^Save/ }).closest('tr') as HTMLElement;

// Typing key by key takes a while on a busy machine; the assertions don't wait on it.
describe('editing a row in place', { timeout: 30_000 }, () => {
  it('loads the funding, sends only what changed over its version, and reloads the project', async () => {
    let saved = bank;
    const fetchMock = stubFetch({
      [SHOW]: () => reply(200, withBank(saved)),
      'GET /api/v1/fundings/3': reply(200, bank, { ETag: '"4-abc"' }),
      'PUT /api/v1/fundings/3': () => {
        saved = { ...bank, amount: 1250.5 };
        return reply(200, saved, { ETag: '"5-def"' });
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(
      await screen.findByRole('button', { name: 'Edit funding from Bank on 2025-03-01' }),
    );

    const row = within(editedRow());
    const amount = row.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('1200.00');
    expect((row.getByLabelText('Source') as HTMLInputElement).value).toBe('Bank');
    await waitFor(() => expect(document.activeElement).toBe(row.getByLabelText('Date')));
    await user.clear(amount);
    await user.type(amount, '1250.50{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, SHOW)).toHaveLength(2));
    const put = sent(fetchMock, 'PUT /api/v1/fundings/3');
    expect(put.body).toEqual({ id: 3, amount: 1250.5 });
    expect(put.headers).toMatchObject({ 'If-Match': '"4-abc"' });
    expect(await within(fundingCard()).findAllByText('$1,250.50')).toHaveLength(2);
    expect(document.querySelector('.kit-toasts')?.textContent).toContain('Changes saved');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit funding from Bank on 2025-03-01' }),
      ),
    );
  });

  it('checks as the add row does, sends nothing refused, and Escape cancels', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, withBank()),
      'GET /api/v1/fundings/3': reply(200, bank, { ETag: '"4-abc"' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: /^Edit funding from Bank/ }));
    const row = within(editedRow());
    await user.clear(row.getByLabelText('Source'));
    await user.clear(row.getByLabelText('Amount'));
    await user.type(row.getByLabelText('Amount'), 'ten');
    await user.click(row.getByRole('button', { name: /^Save/ }));
    expect(await row.findByText('Source is required')).toBeTruthy();
    expect(row.getByText('Amount must be a number with at most two decimals')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(row.getByLabelText('Source')));
    expect(callsTo(fetchMock, 'PUT /api/v1/fundings/3')).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(within(fundingCard()).queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(within(fundingCard()).getByText('Bank')).toBeTruthy();
    // The row is text again; its Edit button has the focus back.
    const edit = within(fundingCard()).getByRole('button', { name: /^Edit funding from Bank/ });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('shows who changed the funding meanwhile, with Keep mine and Take theirs', async () => {
    // Chief changed the description too, which this edit changes: a conflict.
    const theirs = { ...bank, source: 'Council', description: 'Grant, renewed' };
    stubFetch({
      [SHOW]: reply(200, withBank()),
      'GET /api/v1/fundings/3': reply(200, bank, { ETag: '"4-abc"' }),
      'PUT /api/v1/fundings/3': reply(412, {
        message: 'This record was changed by someone else',
        updated_by: 'chief',
        updated_at: new Date().toISOString(),
        etag: '"5-xyz"',
        current: theirs,
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: /^Edit funding from Bank/ }));
    await user.type(within(editedRow()).getByLabelText('Description'), ' extended');
    await user.click(within(editedRow()).getByRole('button', { name: /^Save/ }));
    const notice = await within(fundingCard()).findByRole('alert');
    expect(notice.textContent).toContain('Source and Description were changed by chief');
    await user.click(within(notice).getByRole('button', { name: 'Take theirs' }));
    expect((within(editedRow()).getByLabelText('Source') as HTMLInputElement).value).toBe(
      'Council',
    );
  });

  it('edits a line: its figures follow the typing, and the amounts go as numbers', async () => {
    const line = sampleExpense(7, { description: 'Cameras' });
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { expenses: [line] })),
      'GET /api/v1/expenses/7': reply(200, line, { ETag: '"2-abc"' }),
      'PUT /api/v1/expenses/7': reply(200, { ...line, quantity: 2.5 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: /^Edit line Cameras/ }));
    const card = screen.getByRole('region', { name: 'Profit and Loss' });
    const row = within(card).getByRole('button', { name: /^Save/ }).closest('tr')!;
    const quantity = within(row).getByLabelText('Quantity') as HTMLInputElement;
    expect(quantity.value).toBe('2');
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(row.querySelector('td[data-label="Total cost"]')?.textContent).toBe('$25.00');
    await user.click(within(row).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/v1/expenses/7')).toHaveLength(1));
    expect(sent(fetchMock, 'PUT /api/v1/expenses/7').body).toEqual({ id: 7, quantity: 2.5 });
  });

  it('a deleted funding says what went, and Undo brings it back and reloads the project', async () => {
    let gone = false;
    const fetchMock = stubFetch({
      [SHOW]: () => reply(200, gone ? sampleDetail(5) : withBank()),
      'DELETE /api/v1/fundings/3': () => {
        gone = true;
        return reply(200, { id: 3 });
      },
      'POST /api/v1/trash/fundings/3/restore': () => {
        gone = false;
        return reply(200, { resource: 'fundings', id: 3 });
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: /^Delete funding from Bank/ }));
    // The toasts' live region (the test's path readout, an <output>, is a status too).
    const status = document.querySelector<HTMLElement>('.kit-toasts')!;
    await waitFor(() => expect(status.textContent).toContain('Funding of $1,200.00 deleted'));
    await waitFor(() => expect(within(fundingCard()).queryByText('Bank')).toBeNull());
    await user.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(status.textContent).toContain('Funding of $1,200.00 restored'));
    expect(await within(fundingCard()).findByText('Bank')).toBeTruthy();
    expect(callsTo(fetchMock, SHOW)).toHaveLength(3);
  });
});
