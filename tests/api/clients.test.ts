import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createProject,
  expectInvalid,
  expectNotFoundTrio,
  expectStatus,
  getJson,
  stampedBy,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const fields = {
  organization_name: 'Acme Ltd',
  phone_number: '+254 700 000000',
  email_address: 'office@acme.example',
  website: 'https://acme.example',
  country: 'Kenya',
  state: 'Nairobi',
  city: 'Nairobi',
  street: '1 Main Street',
};

describe('clients', () => {
  it('POST /clients creates a client: 201 with every field and no projects', async () => {
    const res = await admin.post(`${API}/clients`, { client: fields });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      ...fields,
      projects: [],
    });
  });

  it('only organization_name is required; the rest default to empty', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Solo' } });
    expect(client).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      organization_name: 'Solo',
      phone_number: '',
      email_address: '',
      website: '',
      country: '',
      state: '',
      city: '',
      street: '',
      projects: [],
    });
  });

  it('GET /clients/{id} shows the client with its projects (id, name, project_class)', async () => {
    const client = await create(admin, 'clients', {
      client: { ...fields, organization_name: 'Shown' },
    });
    const b = await createProject(admin, { name: 'B site', client_id: client.id });
    const a = await createProject(admin, { name: 'A site', client_id: client.id });
    await admin.put(`${API}/projects/${a.id}`, { project: { project_class: 'Web' } });
    await createProject(admin, { name: 'Unrelated' });
    const shown = await getJson(admin, `clients/${client.id}`);
    expect(shown).toEqual({
      ...client,
      ...stampedBy('admin'),
      projects: [
        { id: a.id, name: 'A site', project_class: 'Web' },
        { id: b.id, name: 'B site', project_class: '' },
      ],
    });
  });

  it('GET /clients carries each client’s projects in the list too', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Listed Co' } });
    const p = await createProject(admin, { name: 'Listed project', client_id: client.id });
    const list = await getJson(admin, 'clients?q=Listed%20Co');
    expect(list).toEqual([
      { ...client, projects: [{ id: p.id, name: 'Listed project', project_class: '' }] },
    ]);
  });

  it('PUT /clients/{id} updates the fields sent and keeps the others', async () => {
    const client = await create(admin, 'clients', { client: fields });
    const res = await admin.put(`${API}/clients/${client.id}`, {
      id: client.id,
      client: { city: 'Mombasa', email_address: 'new@acme.example' },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      ...client,
      ...stampedBy('admin'),
      city: 'Mombasa',
      email_address: 'new@acme.example',
    });
    expect(await getJson(admin, `clients/${client.id}`)).toEqual(res.json());
  });

  it('PUT /clients/{id} answers the client as written, with its projects', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Answered' } });
    const project = await createProject(admin, { name: 'Its site', client_id: client.id });
    const res = await admin.put(`${API}/clients/${client.id}`, { client: { city: 'Lyon' } });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      id: client.id,
      city: 'Lyon',
      projects: [{ id: project.id, name: 'Its site', project_class: '' }],
    });
    // The same answer as a read of it after, ETag included.
    const shown = await admin.get(`${API}/clients/${client.id}`);
    expect(shown.json()).toEqual(res.json());
    expect(shown.headers.etag).toBe(res.headers.etag);
  });

  it('DELETE /clients/{id} answers 200 {id}', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Gone' } });
    const res = await admin.delete(`${API}/clients/${client.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: client.id });
    expectStatus(await admin.get(`${API}/clients/${client.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'clients', { client: { city: 'x' } });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing organization_name', { city: 'x' }, 'organization_name'],
    ['an empty organization_name', { organization_name: ' ' }, 'organization_name'],
    ['a numeric organization_name', { organization_name: 7 }, 'organization_name'],
    [
      'an organization_name of 201 characters',
      { organization_name: 'o'.repeat(201) },
      'organization_name',
    ],
    [
      'a malformed email address',
      { organization_name: 'x', email_address: 'not-an-email' },
      'email_address',
    ],
    [
      'an email address without a domain',
      { organization_name: 'x', email_address: 'a@' },
      'email_address',
    ],
    [
      'an email address of 255 characters',
      { organization_name: 'x', email_address: `${'a'.repeat(243)}@example.com` },
      'email_address',
    ],
    [
      'a phone number of 51 characters',
      { organization_name: 'x', phone_number: '1'.repeat(51) },
      'phone_number',
    ],
    [
      'a country of 201 characters',
      { organization_name: 'x', country: 'c'.repeat(201) },
      'country',
    ],
    ['a state that is not text', { organization_name: 'x', state: {} }, 'state'],
    ['a street of 201 characters', { organization_name: 'x', street: 's'.repeat(201) }, 'street'],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, body, field) => {
    expectInvalid(await admin.post(`${API}/clients`, { client: body }), field);
  });

  // On update every field is optional, so only a missing organization_name is not an error.
  it.each(invalid.slice(1))('PUT with %s is a 422', async (_name, body, field) => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Valid' } });
    expectInvalid(await admin.put(`${API}/clients/${client.id}`, { client: body }), field);
  });

  it('an empty email address is allowed', async () => {
    const client = await create(admin, 'clients', {
      client: { organization_name: 'No mail', email_address: '' },
    });
    expect(client.email_address).toBe('');
  });
});
