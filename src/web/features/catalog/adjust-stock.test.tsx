import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Movement } from '../../../shared/stock';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { renderCatalog, sampleItem, sampleSticker } from './test-data';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const movement = (id: number, overrides: Partial<Movement> = {}): Movement => ({
  id,
  at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  actor: 'chief',
  amount: 3,
  reason: 'received',
  project: null,
  note: '',
  quantity_after: 10,
  ...overrides,
});

const MOVEMENTS = 'GET /api/v1/inventory/4/movements?limit=20';
const posted = (mock: ReturnType<typeof stubFetch>) => {
  const call = mock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as unknown) : undefined;
};
const card = (name: string) => screen.getByRole('region', { name });
const field = (name: string) => within(card('Adjust stock')).getByLabelText(name);

/** An item whose GET answers each call with the next version in turn (the last one after). */
function itemAnswers(...versions: ReturnType<typeof sampleItem>[]) {
  let call = 0;
  return () => {
    const item = versions[Math.min(call, versions.length - 1)]!;
    call += 1;
    return reply(200, item, { ETag: `"v${call}"` });
  };
}

describe('Stock movements', () => {
  it('lists them newest first: signed amount, reason, project, quantity after, note, who and when', async () => {
    stubFetch({
      'GET /api/v1/inventory/4': reply(200, sampleItem(4, { name: 'Bolts', quantity: 10 })),
      [MOVEMENTS]: reply(
        200,
        [
          movement(2, {
            amount: -2,
            reason: 'used',
            project: { id: 7, name: 'Roof' },
            note: 'Two for the mast',
            quantity_after: 8,
          }),
          movement(1),
        ],
        { 'X-Next-Cursor': 'c1' },
      ),
      'GET /api/v1/inventory/4/movements?limit=20&after=c1': reply(200, [
        movement(0, { amount: 7, reason: 'counted', quantity_after: 7, actor: null }),
      ]),
    });
    await renderCatalog('/dashboard/inventory/4');
    const list = await screen.findByRole('list', { name: 'Stock movements' });
    const lines = () => within(list).getAllByRole('listitem');
    expect(lines().map((line) => line.textContent)).toEqual([
      '−2Used for RoofTwo for the mastQuantity after: 8 · chief · 2 hours ago',
      '+3ReceivedQuantity after: 10 · chief · 2 hours ago',
    ]);
    expect(within(lines()[0]!).getByRole('link', { name: 'Roof' }).getAttribute('href')).toBe(
      '/dashboard/projects/7',
    );
    expect(within(lines()[0]!).getByText('2 hours ago').getAttribute('title')).toMatch(
      /\d{2}:\d{2}$/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines()[2]!.textContent).toBe('+7CountedQuantity after: 7 · Someone · 2 hours ago');
    expect(document.activeElement).toBe(lines()[2]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when there are none', async () => {
    stubFetch({
      'GET /api/v1/stickers/5/movements?limit=20': reply(200, []),
      'GET /api/v1/stickers/5': reply(200, sampleSticker(5)),
    });
    await renderCatalog('/dashboard/stickers/5');
    expect(await screen.findByText('No stock movements yet.')).toBeTruthy();
  });
});

describe('Adjust stock', () => {
  it('with more projects than one page lists, finds one by name and keeps the chosen one', async () => {
    const project = (id: number, name: string) => ({
      id,
      name,
      description: '',
      project_class: '',
      client_id: null,
    });
    const fetchMock = stubFetch({
      'GET /api/v1/inventory/4': reply(200, sampleItem(4, { name: 'Bolts', quantity: 10 })),
      [MOVEMENTS]: reply(200, []),
      // The first page of 501: the server holds more than it sends.
      'GET /api/v1/projects?limit=500': reply(200, [project(7, 'Alpha')], {
        'X-Total-Count': '501',
      }),
      'GET /api/v1/projects?limit=500&q=zulu': reply(200, [project(9, 'Zulu mast')], {
        'X-Total-Count': '1',
      }),
      'POST /api/v1/inventory/4/movements': reply(
        201,
        movement(9, { amount: -1, reason: 'used', quantity_after: 9 }),
      ),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory/4');
    await screen.findByText('No stock movements yet.');
    await user.type(field('Amount'), '-1');
    await user.selectOptions(field('Reason'), 'Used');
    const find = await within(card('Adjust stock')).findByRole('searchbox', {
      name: 'Find a project',
    });
    await user.type(find, 'zulu');
    await within(card('Adjust stock')).findByRole('option', { name: 'Zulu mast' });
    expect(within(card('Adjust stock')).queryByRole('option', { name: 'Alpha' })).toBeNull();
    await user.selectOptions(field('Project'), 'Zulu mast');
    // A search that leaves the chosen project out still lists it, chosen.
    await user.clear(find);
    await within(card('Adjust stock')).findByRole('option', { name: 'Alpha' });
    expect((field('Project') as HTMLSelectElement).value).toBe('9');
    expect(within(card('Adjust stock')).getByRole('option', { name: 'Zulu mast' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Stock adjusted: now 9')).toBeTruthy();
    expect(posted(fetchMock)).toMatchObject({ movement: { project_id: 9 } });
    // The search asked the server for the word typed.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/v1/projects?limit=500&q=zulu');
  });

  it('offers no project search when every project fits the list', async () => {
    stubFetch({
      'GET /api/v1/inventory/4': reply(200, sampleItem(4, { name: 'Bolts', quantity: 10 })),
      [MOVEMENTS]: reply(200, []),
      'GET /api/v1/projects?limit=500': reply(
        200,
        [{ id: 7, name: 'Roof', description: '', project_class: '', client_id: null }],
        { 'X-Total-Count': '1' },
      ),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory/4');
    await screen.findByText('No stock movements yet.');
    await user.selectOptions(field('Reason'), 'Used');
    await within(card('Adjust stock')).findByRole('option', { name: 'Roof' });
    expect(within(card('Adjust stock')).queryByRole('searchbox')).toBeNull();
  });

  it('takes 2 used on a project: sends the movement, loads the item again and says so', async () => {
    let movementsLoaded = 0;
    const fetchMock = stubFetch({
      'GET /api/v1/inventory/4': itemAnswers(
        sampleItem(4, { name: 'Bolts', quantity: 10, low_stock_threshold: 8 }),
        sampleItem(4, { name: 'Bolts', quantity: 8, low_stock_threshold: 8 }),
      ),
      [MOVEMENTS]: () => {
        movementsLoaded += 1;
        return reply(200, movementsLoaded > 1 ? [movement(9, { amount: -2 })] : []);
      },
      'GET /api/v1/projects?limit=500': reply(200, [
        { id: 7, name: 'Roof', description: '', project_class: '', client_id: null },
        { id: 8, name: 'Yard', description: '', project_class: '', client_id: null },
      ]),
      'POST /api/v1/inventory/4/movements': reply(
        201,
        movement(9, { amount: -2, reason: 'used', quantity_after: 8 }),
      ),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory/4');
    await screen.findByText('No stock movements yet.');
    const details = within(card('Bolts'));
    await user.type(details.getByLabelText('Specification'), 'M6');
    expect(within(card('Adjust stock')).getByText('10').tagName).toBe('STRONG');
    expect(within(card('Adjust stock')).queryByText('Low stock')).toBeNull();
    // The project is asked for only for stock used.
    expect(within(card('Adjust stock')).queryByLabelText('Project')).toBeNull();
    await user.type(field('Amount'), '-2');
    await user.selectOptions(field('Reason'), 'Used');
    // The projects to pick from load once "Used" is chosen.
    await within(card('Adjust stock')).findByRole('option', { name: 'Roof' });
    await user.selectOptions(field('Project'), 'Roof');
    await user.type(field('Note'), 'For the mast');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));

    expect(await screen.findByText('Stock adjusted: now 8')).toBeTruthy();
    expect(posted(fetchMock)).toEqual({
      movement: { amount: -2, reason: 'used', project_id: 7, note: 'For the mast' },
    });
    // The item as it is now: its quantity, the badge, the details form (what was typed stays).
    expect(within(card('Adjust stock')).getByText('8').tagName).toBe('STRONG');
    expect(within(card('Adjust stock')).getByText('Low stock')).toBeTruthy();
    expect((details.getByLabelText('Quantity') as HTMLInputElement).value).toBe('8');
    expect((details.getByLabelText('Specification') as HTMLInputElement).value).toBe('M6');
    // The form is empty again, and the movements loaded again with the new one.
    expect((field('Amount') as HTMLInputElement).value).toBe('');
    expect((field('Reason') as HTMLSelectElement).value).toBe('');
    expect(await within(card('Stock movements')).findByText(/Quantity after/)).toBeTruthy();
  });

  it('shows the server’s refusal under the amount, and keeps what was typed', async () => {
    stubFetch({
      'GET /api/v1/inventory/4': reply(200, sampleItem(4, { name: 'Bolts', quantity: 3 })),
      [MOVEMENTS]: reply(200, []),
      'POST /api/v1/inventory/4/movements': reply(422, {
        message: 'Validation failed: amount would take 5, but only 3 are left',
        errors: { amount: ['would take 5, but only 3 are left'] },
      }),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory/4');
    await user.type(await screen.findByLabelText('Amount'), '-5');
    await user.selectOptions(field('Reason'), 'Damaged or lost');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Amount would take 5, but only 3 are left')).toBeTruthy();
    expect(field('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Amount'));
    expect((field('Amount') as HTMLInputElement).value).toBe('-5');
  });

  it('checks the shared schema first: nothing typed, or 0, is named and nothing is sent', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/inventory/4': reply(200, sampleItem(4)),
      [MOVEMENTS]: reply(200, []),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory/4');
    await screen.findByText('No stock movements yet.');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Amount is required')).toBeTruthy();
    expect(screen.getByText('Reason is required')).toBeTruthy();
    await user.type(field('Amount'), '0');
    await user.selectOptions(field('Reason'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Amount must not be 0')).toBeTruthy();
    expect(posted(fetchMock)).toBeUndefined();
  });

  it('sets the quantity after a count: "To a count" sends set_to, with Counted chosen', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/stickers/5': reply(200, sampleSticker(5, { quantity: 4 })),
      'GET /api/v1/stickers/5/movements?limit=20': reply(200, []),
      'POST /api/v1/stickers/5/movements': reply(
        201,
        movement(3, { amount: 2, reason: 'counted', quantity_after: 6 }),
      ),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/stickers/5');
    await screen.findByText('No stock movements yet.');
    await user.click(screen.getByRole('radio', { name: 'To a count' }));
    expect((field('Reason') as HTMLSelectElement).value).toBe('counted');
    await user.type(field('Counted quantity'), '6');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Stock adjusted: now 6')).toBeTruthy();
    expect(posted(fetchMock)).toEqual({
      movement: { set_to: 6, reason: 'counted', project_id: null, note: '' },
    });
  });

  it('is not on a tool’s screen, which has no stock', async () => {
    stubFetch({
      'GET /api/v1/tools/2': reply(200, {
        id: 2,
        name: 'Drill',
        specification: '',
        image_url: null,
      }),
    });
    await renderCatalog('/dashboard/tools/2');
    await screen.findByLabelText('Name');
    expect(screen.queryByRole('region', { name: 'Adjust stock' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Stock movements' })).toBeNull();
  });
});
