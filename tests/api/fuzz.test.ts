import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newToken, tokenId } from '../../src/server/auth/tokens';
import { hashPassword } from '../../src/server/auth/passwords';
import { PASSWORD, startTestApp } from './support/test-app';
import { RESOURCE_NAMES, type ResourceName } from '../../src/shared/resources/names';
import { RESOURCES } from '../../src/shared/resources/registry';
import { COMMENTED } from '../../src/shared/resources/comments';
import { fieldsNotForBulk } from '../../src/shared/bulk-fields';
import { XLSX_MEDIA_TYPE } from '../../src/shared/imports';
import {
  API,
  PNG_1X1,
  concreteUrl,
  create,
  dataUrl,
  expectStatus,
  getJson,
  seedOneOfEach,
} from './support/api';

/**
 * Property: whatever JSON a superuser sends to a create (POST) or update (PUT) route under
 * /api/v1, the answer is never a 5xx, and some generated bodies are valid (a 2xx), so the odd
 * values reach the database rather than stopping at validation. Routes come from the route table
 * and field names from the OpenAPI description, so a new route or field is fuzzed without
 * editing this file (a route with a body needs a valid one below, or its test fails).
 */
// Webhooks to this machine are allowed: a valid webhook body names one (no DNS here).
const t = await startTestApp({ ALLOW_REGISTRATION: 'on', WEBHOOK_ALLOW_PRIVATE: 'on' });
afterAll(() => t.close());
const admin = await t.as('superuser');
const seeded = await seedOneOfEach(admin);
// The note the section routes fuzz: not the one PUT /notes/{id} replaces the sections of.
const sectionNote = await create(admin, 'notes', {
  note: { title: 'For sections', sections: [{}] },
});
const rows: Record<string, number> = {
  ...seeded,
  sections: (await getJson(admin, `notes/${sectionNote.id}`)).sections[0].id as number,
  // The account the /users/{id}/… routes change: never the one fuzzing.
  users: (await t.createUser('user', 'fuzz-target')).id,
};
// A client in the trash for the bulk restore, apart from the one the single restore takes back.
const trashedLot = await create(admin, 'clients', { client: { organization_name: 'Lot' } });
expectStatus(await admin.delete(`${API}/clients/${trashedLot.id}`), 200);
// An import to undo (POST /imports/{id}/undo).
const imported = await admin.send({
  method: 'POST',
  url: `${API}/clients/import`,
  payload: 'Name of organization\r\nImported\r\n',
  headers: { 'content-type': 'text/csv' },
});
rows.imports = (imported.json() as { import_id: number }).import_id;
// An invitation to send again, and a failed mail to resend.
rows.invitations = (
  await create<{ id: number }>(admin, 'invitations', {
    email_address: 'fuzz-pending@example.com',
    role: 'ordinary',
  })
).id;
rows.outbox = (
  await t.db
    .insertInto('outbox')
    .values({
      channel: 'mail',
      recipient: 'fuzz@example.com',
      subject: 'S',
      body: 'B',
      payload: JSON.stringify({ html: '', headers: {} }),
      links: '[]',
      state: 'failed',
      next_attempt_at: 0,
      created_at: 0,
      queued_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;

// A comment of the fuzzing account's own, for PUT /comments/{id} (only its author edits it).
rows.comments = (
  await create<{ id: number }>(admin, `clients/${rows.clients}/comments`, {
    comment: { body: 'Fuzzed' },
  })
).id;

// A webhook (to a port nobody listens on) and a failed delivery of it, to send again.
rows.webhooks = (
  await create<{ webhook: { id: number } }>(admin, 'webhooks', {
    webhook: { url: 'http://127.0.0.1:9/hook', events: ['notes.created'] },
  })
).webhook.id;
const failedDelivery = (
  await t.db
    .insertInto('outbox')
    .values({
      channel: 'webhook',
      webhook_id: rows.webhooks,
      recipient: 'http://127.0.0.1:9/hook',
      subject: 'notes.created',
      body: '{}',
      payload: JSON.stringify({ message_id: 'msg_fuzz' }),
      links: '[]',
      state: 'failed',
      next_attempt_at: 0,
      created_at: 0,
      queued_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;

/**
 * A live link of a mail for a route that takes one (what the mail would hold): a reset, an
 * invitation, a waitlist entry's confirm and leave, an email change. Its first valid body uses
 * it; the rest hear 410 or 404, as a second click would.
 */
async function liveLink(url: string): Promise<string> {
  const token = newToken();
  const hash = tokenId(token);
  const now = Date.now();
  const link = { token_hash: hash, created_at: now, expires_at: now + 3_600_000 };
  const none = { user_id: null, waitlist_id: null, email_address: null };
  if (url.includes('/invitations/')) {
    await t.db
      .insertInto('invitations')
      .values({
        email_address: 'fuzz-invited@example.com',
        email_key: 'fuzz-invited@example.com',
        role: 'ordinary',
        client_id: null,
        token_hash: hash,
        invited_by: null,
        created_at: now,
        expires_at: now + 3_600_000,
      })
      .execute();
  } else if (url.includes('/waitlist/')) {
    const entry = await t.db
      .insertInto('waitlist_entries')
      .values({ email_address: `fuzz-${token.slice(0, 8)}@example.com`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const purpose = url.includes('/confirm/') ? 'waitlist-confirm' : 'waitlist-leave';
    await t.db
      .insertInto('mail_links')
      .values({ ...link, ...none, purpose, waitlist_id: entry.id })
      .execute();
  } else if (url.includes('/password-resets/')) {
    await t.db
      .insertInto('mail_links')
      .values({ ...link, ...none, purpose: 'password-reset', user_id: rows.users! })
      .execute();
  } else {
    await t.db
      .insertInto('mail_links')
      .values({
        ...link,
        ...none,
        purpose: 'email-change',
        user_id: rows.users!,
        email_address: 'fuzz-changed@example.com',
      })
      .execute();
  }
  return url.replace(/:(token|invitation)$/, token);
}
// Public routes (registration signs its client in as the new account) get a client of their own.
const anonymous = await t.as('anonymous');
const superuserHash = hashPassword(PASSWORD);
/**
 * Turning two-step sign-in on or off needs a one-time code from an authenticator set up for the
 * account: no generated body is valid, so these are fuzzed for "never a 5xx" only (the two-step
 * suites test their valid bodies).
 */
const NEEDS_A_CODE = new Set([
  `POST ${API}/account/two-step`,
  `POST ${API}/account/two-step/turn-off`,
]);

const NUM_RUNS = 100;
const writes = t.app.routeTable.filter(
  (r) => r.url.startsWith(`${API}/`) && (r.method === 'POST' || r.method === 'PUT'),
);

type JsonSchema = { properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; type?: unknown };
type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};
const openapi = (t.app as unknown as { swagger(): OpenApi }).swagger();

/** Whether the route's body is a file (an import's CSV or XLSX), not JSON. */
const takesFile = (url: string) =>
  !!openapi.paths[url.replace(/:(\w+)/g, '{$1}')]?.post?.requestBody?.content['text/csv'];
const routes = writes.filter((r) => !takesFile(r.url));
const fileRoutes = writes.filter((r) => takesFile(r.url));

/** Whether the document describes a JSON body for the route. */
const hasBody = (method: string, url: string) =>
  !!openapi.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody;

/** Field paths of a route's body: ['title'] at the top, ['page', 'title'] under a wrapper. */
function fieldPaths(method: string, url: string): string[][] {
  const path = url.replace(/:(\w+)/g, '{$1}');
  const schema =
    openapi.paths[path]?.[method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
  const objectOf = (s: JsonSchema | undefined) =>
    s?.properties ?? s?.anyOf?.find((a) => a.properties)?.properties;
  const paths: string[][] = [];
  for (const [key, sub] of Object.entries(objectOf(schema) ?? {})) {
    paths.push([key]);
    for (const inner of Object.keys(objectOf(sub) ?? {})) paths.push([key, inner]);
  }
  return paths;
}

const image = dataUrl('image/png', PNG_1X1);
/** A valid body per route, which the fuzzer then spoils one to three fields at a time. */
function validBody(method: string, url: string): Record<string, unknown> {
  const name = url.split('/').slice(3).join('/').replace(/\/:id/g, '');
  const project_id = rows.projects;
  const bodies: Record<string, Record<string, unknown>> = {
    pages: { page: { title: 'Title', content: 'Content' } },
    clients: {
      client: { organization_name: 'Org', email_address: 'org@example.com', city: 'City' },
    },
    projects: { project: { name: 'Name', description: 'D', project_class: 'C', client_id: null } },
    fundings: { date: '2024-01-01', source: 'S', description: 'D', amount: 1.5, project_id },
    expenses: {
      date: '2024-01-01',
      description: 'D',
      unit_cost_price: 1,
      quantity: 2,
      logistics_cost: 0.5,
      unit_selling_price: 3,
      project_id,
    },
    tasks:
      method === 'PUT'
        ? { completed: true, task: { name: 'Task', description: 'D' } }
        : { task: { name: 'Task', description: 'D', project_id } },
    notes: { note: { title: 'Note', sections: [{ title: 'S', content: 'C' }] } },
    sections: { section: { index: 0, title: 'S', content: 'C', note_id: sectionNote.id } },
    inventory: { item: { name: 'Item', specification: 'S', quantity: 1 } },
    stickers: { sticker: { name: 'Sticker', description: 'D', quantity: 1, image } },
    tools: { tool: { name: 'Tool', specification: 'S', image } },
    'trash/:resource/bulk-restore': { ids: [trashedLot.id] },
    'inventory/movements': { movement: { amount: 2, reason: 'received', note: 'N' } },
    'stickers/movements': { movement: { set_to: 3, reason: 'counted' } },
    waitlist: { email_address: 'fuzz@example.com' },
    enquiries:
      method === 'PUT'
        ? { enquiry: { status: 'answered' } }
        : { enquiry: { name: 'Fuzz', email_address: 'fuzz@example.com', message: 'Hi' } },
    users: { username: 'fuzz-made', email_address: 'fuzz-made@example.com', role: 'ordinary' },
    'users/role': { role: 'ordinary' },
    'users/disabled': { disabled: false },
    'users/client': { client_id: null },
    'users/password': { generate: true },
    'account/password': { current_password: PASSWORD, new_password: PASSWORD },
    'password-resets': { login: 'fuzz-target' },
    webhooks: { webhook: { url: 'http://127.0.0.1:9/hook', events: ['notes.created'] } },
    comments: { comment: { body: 'Edited' } },
    ...Object.fromEntries(COMMENTED.map((n) => [`${n}/comments`, { comment: { body: 'Said' } }])),
    'password-resets/:token': { password: 'long enough password' },
    invitations: { email_address: 'fuzz-invitee@example.com', role: 'ordinary' },
    'invitations/:invitation': { username: 'fuzz-invited', password: 'long enough password' },
    'account/email': { email_address: 'fuzz-new@example.com', current_password: PASSWORD },
    tokens: { token: { name: 'Fuzz', scope: 'read', expires_in_days: 30 } },
    'notifications/read': { all: true },
    'account/notifications': { email: ['mention'], low_stock: true },
    'account/theme': { theme: 'dark' },
    views: {
      view: { resource: 'inventory', name: 'Fuzzed', query: 'low_stock=true&sort=-quantity' },
    },
    registration: {
      username: 'fuzzer',
      email_address: 'fuzzer@example.com',
      password: 'long enough password',
    },
  };
  // A bulk call: the resource's own body, for a record of its own (a delete must not take a row
  // the other routes fuzz).
  const bulk = /^(\w+)\/bulk-(delete|update)$/.exec(name);
  if (bulk) {
    const [, resource, kind] = bulk;
    if (kind === 'delete') return { ids: [spares[resource!]] };
    return { ids: [rows[resource!]], changes: bulkChanges(resource as ResourceName) };
  }
  return structuredClone(bodies[name!] ?? {});
}

/** A PUT's valid body without what a bulk update may not set (an image, sections, content). */
function bulkChanges(resource: ResourceName) {
  const body = validBody('PUT', `${API}/${resource}/:id`);
  const { wrapper } = RESOURCES[resource];
  const fields = (wrapper ? body[wrapper] : body) as Record<string, unknown>;
  for (const field of fieldsNotForBulk(RESOURCES[resource])) delete fields[field];
  return body;
}

/** A record of each resource made for bulk-delete to take, made once the bodies are known. */
const spares: Record<string, number> = {};
for (const name of RESOURCE_NAMES) {
  const res = await admin.post(`${API}/${name}`, validBody('POST', `${API}/${name}`));
  if (res.statusCode !== 201) throw new Error(`spare ${name}: ${res.statusCode} ${res.body}`);
  spares[name] = (res.json() as { id: number }).id;
}

// Values that have broken servers before: out-of-range integers, NUL characters, exponent
// notation, lone surrogates, boundary money and dates, and the wrong types altogether.
const edgeValues = fc
  .constantFrom<unknown>(
    0,
    -1,
    1.5,
    -0.01,
    0.001,
    2147483647,
    2147483648,
    -2147483649,
    9007199254740991,
    1e15,
    1e21,
    1e300,
    100000000000,
    99999999999.99,
    1000000000,
    999999999.999,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '0',
    '-0',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '2147483648',
    '9999999999999999999999',
    '2024-02-29',
    '2023-02-29',
    '0000-00-00',
    '9999-12-31',
    '%',
    '_',
    '\\',
    'x'.repeat(201),
    'data:image/png;base64,',
    'data:image/svg+xml;base64,PHN2Zy8+',
    null,
    true,
    false,
    [],
    {},
    [null],
    { a: 1 },
  )
  .map((v) => structuredClone(v)); // a fresh copy, since bodies are built by mutation
const anyValue = fc.oneof(
  { arbitrary: edgeValues, weight: 6 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 1, stringUnit: 'binary' }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

function setPath(body: Record<string, unknown>, path: string[], value: unknown) {
  let target = body;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null || Array.isArray(target[key]))
      target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path[path.length - 1]!] = structuredClone(value);
  return body;
}

function bodies(method: string, url: string) {
  const paths = fieldPaths(method, url);
  const wrappers = [...new Set(paths.filter((p) => p.length === 2).map((p) => p[0]!))];
  const families: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: fc.jsonValue(), weight: 1 },
    { arbitrary: fc.jsonValue({ stringUnit: 'binary' }), weight: 1 },
    { arbitrary: fc.object(), weight: 1 },
    { arbitrary: fc.object({ values: [anyValue] }), weight: 1 },
  ];
  if (wrappers.length) {
    const wrapped = fc
      .tuple(fc.constantFrom(...wrappers), fc.oneof(fc.jsonValue(), fc.object()))
      .map(([w, v]) => ({ [w]: v }));
    families.push({ arbitrary: wrapped, weight: 1 });
  }
  if (paths.length) {
    // Mostly: a valid body with one to three fields replaced, so the odd value reaches the database.
    const spoiled = fc
      .array(fc.tuple(fc.constantFrom(...paths), anyValue), { minLength: 1, maxLength: 3 })
      .map((changes) =>
        changes.reduce((body, [path, value]) => setPath(body, path, value), validBody(method, url)),
      );
    // And: the route's own fields, each with an arbitrary value.
    const fieldsOnly = fc
      .subarray(paths, { minLength: 1 })
      .chain((picked) =>
        fc.tuple(...picked.map(() => anyValue)).map((values) => ({ picked, values })),
      )
      .map(({ picked, values }) =>
        picked.reduce(
          (body: Record<string, unknown>, path, i) => setPath(body, path, values[i]),
          {},
        ),
      );
    families.push({ arbitrary: spoiled, weight: 8 }, { arbitrary: fieldsOnly, weight: 2 });
  }
  return fc.oneof(...families);
}

/**
 * The URL a route is fuzzed at. A stock movement changes its record's stock, and the fuzzing of
 * the record's own PATCH may have left that stock where no receipt fits (at its maximum): each
 * movements route gets a record of its own, made with the resource's valid body.
 */
async function urlFor(url: string): Promise<string> {
  // Each route starts with a fresh sign-in budget: the wrong passwords fuzzed at one route
  // (PUT /account/password) must not leave the next (PUT /account/email) answering 429 alone.
  await t.db.deleteFrom('login_throttle').execute();
  // PUT /account/password's fuzzing may have given the superuser a new password, and PUT
  // /users/{id}/disabled may have disabled the account a reset link serves: set both back.
  await t.db
    .updateTable('users')
    .set({ password_hash: await superuserHash })
    .where('username', '=', 'superuser')
    .execute();
  await t.db.updateTable('users').set({ disabled: 0 }).where('id', '=', rows.users!).execute();
  // A restore names a version of the page: the entry of its last write (restoring it is valid).
  if (url.endsWith('/history/:entry/restore')) {
    const entry = await t.db
      .selectFrom('history')
      .select('id')
      .where('resource', '=', 'pages')
      .where('record_id', '=', rows.pages!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return concreteUrl(url, rows).replace(/\/history\/1\//, `/history/${entry.id}/`);
  }
  const stock = /^\/api\/v1\/(inventory|stickers)\/:id\/movements$/.exec(url);
  if (/\/:(token|invitation)$/.test(url)) return liveLink(url);
  // A test delivery needs a webhook that is on: the fuzzed PUT before it may have switched it off.
  if (url === '/api/v1/webhooks/:id/test') {
    const on = await create<{ webhook: { id: number } }>(admin, 'webhooks', {
      webhook: { url: 'http://127.0.0.1:9/hook', events: ['notes.created'] },
    });
    return concreteUrl(url, { ...rows, webhooks: on.webhook.id });
  }
  if (url.includes('/:delivery/'))
    return concreteUrl(url.replace(':delivery', String(failedDelivery)), rows);
  if (!stock) return concreteUrl(url, rows);
  const resource = stock[1]!;
  const fresh = await create<{ id: number }>(
    admin,
    resource,
    validBody('POST', `/api/v1/${resource}`),
  );
  return concreteUrl(url, { ...rows, [resource]: fresh.id });
}

describe('arbitrary JSON to every create and update route never gives a 5xx', () => {
  it('the route table has create and update routes to fuzz', () => {
    expect(routes.length).toBeGreaterThanOrEqual(22);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_key, route) => {
    // A route with a body that the document does not describe would be fuzzed with noise alone.
    if (hasBody(route.method, route.url))
      expect(fieldPaths(route.method, route.url), 'fields from the OpenAPI document').not.toEqual(
        [],
      );
    let remote = 0;
    let accepted = 0;
    const url = await urlFor(route.url);
    await fc.assert(
      fc.asyncProperty(bodies(route.method, route.url), async (body) => {
        const client = route.access === 'public' ? anonymous : admin;
        const res = await client.send({
          method: route.method,
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
          // A fresh address each time, so per-address limits do not hide the answer.
          remoteAddress: `10.1.${(remote >> 8) & 255}.${remote++ & 255}`,
        });
        if (res.statusCode >= 500) {
          throw new Error(
            `${res.statusCode} ${res.body} for ${JSON.stringify(body).slice(0, 300)}`,
          );
        }
        expect(res.headers['content-type']).toMatch(/application\/json/);
        if (res.statusCode < 300) accepted++;
      }),
      // The valid body itself runs too: spoiled copies of it are one to three fields from valid.
      { numRuns: NUM_RUNS, examples: [[validBody(route.method, route.url)]] },
    );
    // Some bodies were valid: the generators are the route's own, and reach past validation.
    if (!NEEDS_A_CODE.has(`${route.method} ${route.url}`))
      expect(accepted, 'bodies answered 2xx').toBeGreaterThan(0);
  });
});

describe('arbitrary bytes to every import route never give a 5xx', () => {
  it('the route table has import routes to fuzz', () => {
    expect(fileRoutes.length).toBeGreaterThanOrEqual(7);
  });

  // Text made of what CSV and the import read specially: separators, quotes, line ends, a BOM,
  // the export's formula apostrophe, grouping commas, and text no column fills.
  const csvish = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          ',',
          ';',
          '"',
          '\r\n',
          '\n',
          '\r',
          "'",
          '=',
          '+',
          '-',
          '\uFEFF',
          '1,000',
          ' ',
        ),
        fc.constantFrom(
          'ID',
          'Version',
          'Name',
          'Name of organization',
          'Title',
          'Quantity',
          'Client',
        ),
        fc.string({ unit: 'grapheme', maxLength: 8 }),
        fc.integer().map(String),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(''));
  const file = fc.oneof(
    csvish.map((text) => ({ type: 'text/csv', payload: Buffer.from(text) })),
    fc
      .tuple(fc.constantFrom('text/csv', XLSX_MEDIA_TYPE), fc.uint8Array({ maxLength: 300 }))
      .map(([type, bytes]) => ({ type, payload: Buffer.from(bytes) })),
  );

  it.each(fileRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    async (_key, route) => {
      let accepted = 0;
      const valid = {
        type: 'text/csv',
        payload: Buffer.from('Name,Title,Name of organization\r\nFuzzed,Fuzzed,Fuzzed\r\n'),
      };
      await fc.assert(
        fc.asyncProperty(file, fc.boolean(), async ({ type, payload }, dryRun) => {
          const res = await admin.send({
            method: 'POST',
            url: `${route.url}${dryRun ? '?dry_run=true' : ''}`,
            payload,
            headers: { 'content-type': type },
          });
          if (res.statusCode >= 500)
            throw new Error(
              `${res.statusCode} ${res.body} for ${payload.toString('latin1').slice(0, 200)}`,
            );
          expect(res.headers['content-type']).toMatch(/application\/json/);
          if (res.statusCode < 300) accepted++;
        }),
        { numRuns: NUM_RUNS, examples: [[valid, false]] },
      );
      expect(accepted, 'files answered 2xx').toBeGreaterThan(0);
    },
  );
});
