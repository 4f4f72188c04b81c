import { slugify } from '../../src/shared/slug';
import { computeExpense } from '../../src/shared/money';
import type { NewRow } from '../../src/server/db/tables';
import type { Random } from './random';
import * as w from './words';

/**
 * Demo rows in the database's own shape (cents, thousandths, 0/1 booleans, epoch ms), generated
 * from a seeded Random so a seed always gives the same data. generate.test.ts checks that every
 * kind, turned back into an API body, passes the resource's shared zod schema.
 */
type Child<T extends 'fundings' | 'expenses' | 'tasks'> = Omit<NewRow<T>, 'project_id'>;
export type DemoProject = {
  project: Omit<NewRow<'projects'>, 'client_id'>;
  fundings: Child<'fundings'>[];
  expenses: Child<'expenses'>[];
  tasks: Child<'tasks'>[];
};
export type DemoClient = { client: NewRow<'clients'>; projects: DemoProject[] };
export type DemoNote = { note: NewRow<'notes'>; sections: Omit<NewRow<'sections'>, 'note_id'>[] };
export type DemoSticker = Omit<NewRow<'stickers'>, 'image' | 'image_type' | 'image_hash'> & {
  /** An index into STICKER_PNGS, or null for a sticker without an image. */
  png: number | null;
};

/** The bench's project: the first client's first project has this many of each child row. */
export const BIG_PROJECT_ROWS = 50;
const MAX_CHILD_ROWS = 20;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function demoClient(r: Random, index: number): DemoClient {
  const name = `${r.pick(w.SURNAMES)} ${r.pick(w.TRADES)}`;
  const suffix = r.pick(w.SUFFIXES);
  const [country, state, city, prefix] = r.pick(w.PLACES);
  const client: NewRow<'clients'> = {
    // The index keeps names distinct enough to search for, as real client lists are.
    organization_name: `${name}${suffix ? ` ${suffix}` : ''} #${index + 1}`,
    phone_number: `${prefix} ${r.int(200, 999)} ${String(r.int(0, 9999)).padStart(4, '0')}`,
    email_address: r.chance(0.85) ? `office${index + 1}@${slug(name)}.example.com` : '',
    // Every third client has a website: by the index, so the random draws stay as they were.
    website: index % 3 === 0 ? `https://www.${slug(name)}-${index + 1}.example.com` : '',
    country,
    state,
    city,
    street: `${r.int(1, 480)} ${r.pick(w.STREETS)}`,
  };
  const count = index === 0 ? Math.max(1, r.int(0, 3)) : r.int(0, 3);
  const projects = Array.from({ length: count }, (_, p) =>
    demoProject(r, index === 0 && p === 0 ? BIG_PROJECT_ROWS : null),
  );
  return { client, projects };
}

/** A project with `rows` of each child (the bench's big one) or a skewed-small random count. */
export function demoProject(r: Random, rows: number | null): DemoProject {
  const projectClass = r.pick(w.PROJECT_CLASSES);
  const n = () => rows ?? r.skewed(MAX_CHILD_ROWS);
  return {
    project: {
      name: `${projectClass} ${r.pick(w.PROJECT_WORK)}, ${r.pick(w.SITES)}`,
      description: `${r.pick(w.SENTENCES)} ${r.pick(w.SENTENCES)}`,
      project_class: projectClass,
    },
    fundings: Array.from({ length: n() }, () => ({
      date: r.date(),
      source: r.pick(w.FUNDING_SOURCES),
      description: `${r.pick(w.FUNDING_SOURCES)} for ${r.pick(w.SITES)}`,
      amount_cents: r.cents(100, 25_000),
    })),
    expenses: Array.from({ length: n() }, () => demoExpense(r)),
    tasks: Array.from({ length: n() }, () => ({
      name: r.pick(w.TASKS),
      description: r.chance(0.6) ? r.pick(w.SENTENCES) : '',
      completed: r.chance(0.4) ? 1 : 0,
    })),
  };
}

function demoExpense(r: Random): Child<'expenses'> {
  const amounts = {
    unit_cost_price_cents: r.cents(2, 1_500),
    // Cable is bought by the metre (three decimals); the rest by the piece.
    quantity_milli: r.chance(0.2) ? r.int(500, 300_000) : r.int(1, 40) * 1000,
    logistics_cost_cents: r.chance(0.5) ? r.cents(0, 150) : 0,
    unit_selling_price_cents: 0,
  };
  amounts.unit_selling_price_cents = Math.round(
    amounts.unit_cost_price_cents * (1.05 + r.next() / 2),
  );
  return {
    date: r.date(),
    description: r.pick(w.EXPENSE_ITEMS),
    ...amounts,
    profit_cents: computeExpense(amounts).profit_cents,
  };
}

const paragraph = (r: Random) =>
  Array.from({ length: r.int(2, 5) }, () => r.pick(w.SENTENCES)).join(' ');

/** Blog posts, oldest first, a day or so apart, ending before 2026. */
export function demoPage(r: Random, index: number, total: number): NewRow<'pages'> {
  const created = Date.UTC(2026, 0, 1) - (total - index) * 86_400_000 - r.int(0, 80_000_000);
  const paragraphs = Array.from({ length: r.int(2, 6) }, () => paragraph(r));
  const title = `${r.pick(w.TOPICS)}${index >= w.TOPICS.length ? ` (${index + 1})` : ''}`;
  return {
    title,
    // Unique by its number: two posts may share a topic.
    slug: `${slugify(title)}-${index + 1}`,
    content: `## ${r.pick(w.TOPICS)}\n\n${paragraphs.join('\n\n')}`,
    created_at: created,
    updated_at: r.chance(0.3) ? created + r.int(1, 90) * 86_400_000 : created,
  };
}

export function demoNote(r: Random, index: number): DemoNote {
  return {
    note: { title: `${r.pick(w.TOPICS)}: notes ${index + 1}` },
    sections: Array.from({ length: r.int(1, 6) }, (_, i) => ({
      index: i,
      title: r.chance(0.8) ? r.pick(w.TASKS) : '',
      content: paragraph(r),
    })),
  };
}

export function demoInventoryItem(r: Random, index: number): NewRow<'inventory_items'> {
  const [name, specification] = r.pick(w.INVENTORY);
  return { name: `${name} ${index + 1}`, specification, quantity: r.skewed(500) };
}

export function demoSticker(r: Random, index: number, pngs: number): DemoSticker {
  return {
    name: `${r.pick(w.STICKERS)} ${index + 1}`,
    description: r.chance(0.5)
      ? `Vinyl, ${r.pick(['50', '80', '100'])} mm, for ${r.pick(w.SITES)}`
      : '',
    quantity: r.skewed(1000),
    png: r.chance(0.9) ? r.int(0, pngs - 1) : null,
  };
}
