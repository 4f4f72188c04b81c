import { describe, expect, it } from 'vitest';
import { centsToNumber, milliToNumber } from '../../src/shared/money';
import { clientFields } from '../../src/shared/resources/clients';
import { expenseFields } from '../../src/shared/resources/expenses';
import { fundingFields } from '../../src/shared/resources/fundings';
import { inventoryItemFields } from '../../src/shared/resources/inventory';
import { noteSaveFields } from '../../src/shared/resources/notes';
import { pageFields } from '../../src/shared/resources/pages';
import { projectFields } from '../../src/shared/resources/projects';
import { stickerFields } from '../../src/shared/resources/stickers';
import { taskFields } from '../../src/shared/resources/tasks';
import { decodeImage } from '../../src/server/image-decode';
import * as g from './generate';
import { STICKER_PNGS } from './png';
import { seededRandom } from './random';

/** Every generated row, turned back into what the API would have been sent, passes its schema. */
describe('demo data generator', () => {
  const r = seededRandom(42);
  const clients = Array.from({ length: 300 }, (_, i) => g.demoClient(r, i));
  const projects = clients.flatMap((c) => c.projects);

  it('makes clients and projects the resource schemas accept', () => {
    for (const { client } of clients) expect(clientFields.parse(client)).toEqual(client);
    for (const { project } of projects)
      expect(projectFields.parse({ ...project, client_id: 1 })).toEqual({
        ...project,
        client_id: 1,
      });
    expect(projects.length).toBeGreaterThan(300); // 0–3 per client, 1.5 on average
  });

  it('makes fundings, expenses and tasks whose money survives the schemas exactly', () => {
    for (const f of projects.flatMap((p) => p.fundings)) {
      const parsed = fundingFields.parse({
        ...f,
        amount: centsToNumber(f.amount_cents),
        project_id: 1,
      });
      expect(parsed.amount).toBe(f.amount_cents);
    }
    for (const e of projects.flatMap((p) => p.expenses)) {
      const parsed = expenseFields.parse({
        date: e.date,
        description: e.description,
        unit_cost_price: centsToNumber(e.unit_cost_price_cents),
        quantity: milliToNumber(e.quantity_milli),
        logistics_cost: centsToNumber(e.logistics_cost_cents),
        unit_selling_price: centsToNumber(e.unit_selling_price_cents),
        project_id: 1,
      });
      expect([
        parsed.unit_cost_price,
        parsed.quantity,
        parsed.logistics_cost,
        parsed.unit_selling_price,
      ]).toEqual([
        e.unit_cost_price_cents,
        e.quantity_milli,
        e.logistics_cost_cents,
        e.unit_selling_price_cents,
      ]);
      expect(Number.isInteger(e.profit_cents)).toBe(true);
    }
    for (const t of projects.flatMap((p) => p.tasks)) {
      expect(
        taskFields.parse({ name: t.name, description: t.description, project_id: 1 }),
      ).toBeTruthy();
      expect([0, 1]).toContain(t.completed);
    }
  });

  it('gives the first client the bench project: 50 fundings, 50 expenses, 50 tasks', () => {
    const big = clients[0]!.projects[0]!;
    expect([big.fundings.length, big.expenses.length, big.tasks.length]).toEqual([50, 50, 50]);
  });

  it('makes pages, notes, inventory and stickers with real PNGs that pass their schemas', () => {
    for (let i = 0; i < 100; i++) {
      const page = g.demoPage(r, i, 100);
      expect(pageFields.parse(page)).toMatchObject({ title: page.title, content: page.content });
      expect(page.updated_at).toBeGreaterThanOrEqual(page.created_at);
      const { note, sections } = g.demoNote(r, i);
      expect(noteSaveFields.parse({ ...note, sections })).toBeTruthy();
      expect(sections.map((s) => s.index)).toEqual(sections.map((_, n) => n));
      expect(inventoryItemFields.parse(g.demoInventoryItem(r, i))).toBeTruthy();
      const { png, ...sticker } = g.demoSticker(r, i, STICKER_PNGS.length);
      const image =
        png === null ? null : `data:image/png;base64,${STICKER_PNGS[png]!.toString('base64')}`;
      expect(stickerFields.parse({ ...sticker, image })).toBeTruthy();
    }
    for (const png of STICKER_PNGS) expect(decodeImage(png)).toMatchObject({ type: 'image/png' });
  });

  it('is reproducible: the same seed gives the same data', () => {
    const again = seededRandom(42);
    expect(Array.from({ length: 300 }, (_, i) => g.demoClient(again, i))).toEqual(clients);
    expect(g.demoClient(seededRandom(43), 0)).not.toEqual(clients[0]);
  });
});
