import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, createProject, expectStatus, getJson } from './support/api';

/**
 * A JSON string may spell a lone UTF-16 surrogate ("\ud800"), which has no UTF-8 form: both
 * databases would store U+FFFD instead. Every route refuses it with a 422 naming the field.
 */
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const INVALID = ['contains an invalid character'];
/** Sends the JSON text as written, so "\ud800" reaches the server as the six characters. */
const raw = (method: 'POST' | 'PUT', url: string, json: string) =>
  admin.send({ method, url, payload: json, headers: { 'content-type': 'application/json' } });

describe('a lone surrogate in a request body', () => {
  it('in a wrapped create is a 422 naming the field, and nothing is stored', async () => {
    const before = (await getJson(admin, 'pages')).length;
    const res = await raw('POST', `${API}/pages`, '{"page":{"title":"a\\ud800b"}}');
    expectStatus(res, 422);
    expect(res.json().errors).toEqual({ title: INVALID });
    expect(res.json().message).toMatch(/title contains an invalid character/);
    expect((await getJson(admin, 'pages')).length).toBe(before);
  });

  it('in an update is a 422, and the stored text stays as it was', async () => {
    const page = (await admin.post(`${API}/pages`, { page: { title: 'Kept' } })).json();
    const res = await raw('PUT', `${API}/pages/${page.id}`, '{"page":{"content":"\\udc00"}}');
    expectStatus(res, 422);
    expect(res.json().errors).toEqual({ content: INVALID });
    expect((await getJson(admin, `pages/${page.id}`)).content).toBe('');
  });

  it('in an unwrapped body, and deep in a nested one', async () => {
    const project = await createProject(admin);
    const funding = `{"date":"2024-01-01","source":"\\udfff","description":"d","amount":1,"project_id":${project.id}}`;
    expect((await raw('POST', `${API}/fundings`, funding)).json().errors).toEqual({
      source: INVALID,
    });
    const note = '{"note":{"title":"N","sections":[{"title":"ok"},{"title":"\\udc00\\ud800"}]}}';
    const res = await raw('POST', `${API}/notes`, note);
    expectStatus(res, 422);
    expect(res.json().errors).toEqual({ 'sections.1.title': INVALID });
  });

  it('on a route outside the resources: sign-in', async () => {
    const anonymous = await t.as('anonymous');
    const res = await anonymous.send({
      method: 'POST',
      url: '/session',
      payload: '{"username":"\\ud800","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expectStatus(res, 422);
    expect(res.json().errors).toEqual({ username: INVALID });
  });

  it('well-formed astral text (surrogate pairs) is stored as sent', async () => {
    const title = 'Emoji 👩🏽‍💻 and 𝄞 and 𠜎';
    const res = await admin.post(`${API}/pages`, { page: { title } });
    expectStatus(res, 201);
    expect((await getJson(admin, `pages/${res.json().id}`)).title).toBe(title);
  });
});

describe('bytes that are not UTF-8 in a JSON body', () => {
  const body = (middle: number[]) =>
    Buffer.concat([Buffer.from('{"page":{"title":"a'), Buffer.from(middle), Buffer.from('b"}}')]);
  const post = (payload: Buffer) =>
    admin.send({
      method: 'POST',
      url: `${API}/pages`,
      payload,
      headers: { 'content-type': 'application/json' },
    });

  it('are a 400, never stored as U+FFFD', async () => {
    const before = (await getJson(admin, 'pages')).length;
    // A stray byte, a truncated sequence, and a surrogate encoded as UTF-8 (CESU-8).
    for (const middle of [[0xff], [0xe2, 0x82], [0xed, 0xa0, 0x80]]) {
      const res = await post(body(middle));
      expectStatus(res, 400);
      expect(res.json()).toEqual({ message: 'Request body is not valid UTF-8' });
    }
    expect((await getJson(admin, 'pages')).length).toBe(before);
  });

  it('real UTF-8 (two, three and four bytes) is taken as sent', async () => {
    const res = await post(body([...Buffer.from('é€😀')]));
    expectStatus(res, 201);
    expect(res.json().title).toBe('aé€😀b');
  });
});
