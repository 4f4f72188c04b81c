import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API } from './support/api';
import { runUsersCli } from '../support/users-cli';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const users = (...args: string[]) => runUsersCli(t.url, ...args);

describe('npm run users', () => {
  it('creates a user without SESSION_SECRET, and lists it', async () => {
    const made = await users('create', 'dora', 'dora@example.test', '--password', 'long enough');
    expect(made, made.stderr).toMatchObject({ code: 0, stdout: 'Created user "dora".\n' });
    const list = await users('list');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^\d+\tdora\tdora@example\.test\tuser$/m);
  });

  it('marks a disabled account in the list', async () => {
    const su = await t.as('superuser');
    const made = await users('create', 'edda', 'edda@example.test', '--password', 'long enough');
    expect(made.code, made.stderr).toBe(0);
    const id = Number(/^(\d+)\tedda\t/m.exec((await users('list')).stdout)![1]);
    expect((await su.put(`${API}/users/${id}/disabled`, { disabled: true })).statusCode).toBe(200);
    expect((await users('list')).stdout).toMatch(
      /^\d+\tedda\tedda@example\.test\tuser\tdisabled$/m,
    );
  });

  it.each([
    [['create', 'bob', 'bob@example.test', 'secret'], /Unexpected argument: secret/],
    [['passwd', 'dora', 'new-password'], /Unexpected argument: new-password/],
    [['list', 'everyone'], /Unexpected argument: everyone/],
    [['passwd', 'dora', '--admin'], /--admin does not apply to passwd/],
    [['list', '--password', 'long enough'], /--password does not apply to list/],
    [['create', 'bob', 'bob@example.test', '--pasword', 'x'], /Unknown option '--pasword'/],
    [['create', 'bob'], /create needs a username and an email address/],
  ])('refuses %j with a clear line and the usage (exit 1)', async (args, line) => {
    const run = await users(...args);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(line);
    expect(run.stderr).toContain('npm run users -- create <username> <email>');
    expect(run.stdout).toBe('');
  });

  it('created nothing when it refused', async () => {
    expect((await users('list')).stdout).not.toMatch(/\tbob\t/);
  });

  it('passwd ends every session of that user', async () => {
    await t.createUser('admin', 'erin');
    const c = t.client();
    expect((await c.login('erin')).statusCode).toBe(200);
    expect((await c.get(`${API}/overview`)).statusCode).toBe(200);
    const run = await users('passwd', 'erin', '--password', 'a new password');
    expect(run, run.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /^Password changed for "erin"; every session of theirs has ended.\n$/,
      ),
    });
    expect((await c.get(`${API}/overview`)).statusCode).toBe(401);
    expect((await c.get('/session')).json()).toMatchObject({ active: false, user: null });
    expect((await t.client().login('erin', 'a new password')).statusCode).toBe(200);
  });
});
