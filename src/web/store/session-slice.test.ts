import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../shared/session';
import {
  checkSession,
  initialSessionState,
  login,
  logout,
  resetSession,
  sessionReducer,
  setSession,
} from './session-slice';
import { resources } from './resources';
import { makeStore } from './store';

const admin: SessionResponse = {
  message: 'Signed in',
  active: true,
  admin: true,
  superuser: false,
  user: { id: 1, username: 'ada', email_address: 'ada@example.com', admin: true, superuser: false },
};
const signedOut: SessionResponse = {
  message: 'Not signed in',
  active: false,
  admin: false,
  superuser: false,
  user: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('session reducer', () => {
  it('starts inactive, non-admin, non-superuser, with no user and unchecked', () => {
    expect(sessionReducer(undefined, { type: '@@init' })).toEqual({
      active: false,
      admin: false,
      superuser: false,
      user: null,
      checked: false,
      trashDays: 30,
      timeZone: 'UTC',
      money: { currency: 'USD', locale: 'en-US' },
    });
  });

  it('set copies active, superuser, admin and user from a server response', () => {
    const state = sessionReducer(initialSessionState, setSession(admin));
    expect(state).toEqual({
      active: true,
      admin: true,
      superuser: false,
      user: admin.user,
      checked: true,
      trashDays: 30,
      timeZone: 'UTC',
      money: { currency: 'USD', locale: 'en-US' },
    });
    expect(state).not.toHaveProperty('message');
  });

  it('keeps the trash days a signed-in answer tells, and the default until one does', () => {
    const told = sessionReducer(
      initialSessionState,
      setSession({ ...admin, trash_days: 7, time_zone: 'Europe/Berlin' }),
    );
    expect(told.timeZone).toBe('Europe/Berlin');
    expect(told.money).toEqual({ currency: 'USD', locale: 'en-US' });
    const euro = sessionReducer(
      initialSessionState,
      setSession({ ...admin, currency: 'EUR', locale: 'de-DE' }),
    );
    expect(euro.money).toEqual({ currency: 'EUR', locale: 'de-DE' });
    expect(told.trashDays).toBe(7);
    // A signed-out answer says nothing of it: what was told stays.
    expect(sessionReducer(told, checkSession.fulfilled(signedOut, 'req')).trashDays).toBe(7);
    expect(sessionReducer(told, resetSession()).trashDays).toBe(30);
  });

  it('reset returns everything to its initial values (checked stays known)', () => {
    const signedIn = sessionReducer(initialSessionState, setSession(admin));
    expect(sessionReducer(signedIn, resetSession())).toEqual({
      ...initialSessionState,
      checked: true,
    });
  });

  it('a failed login sets active to false', () => {
    const action = login.rejected(null, 'req', { identifier: 'ada', password: 'x' }, 'Bad');
    const state = sessionReducer({ ...initialSessionState, active: true }, action);
    expect(state.active).toBe(false);
    expect(state.checked).toBe(true);
  });

  it('a successful login copies the session', () => {
    const action = login.fulfilled(admin, 'req', { identifier: 'ada', password: 'x' });
    expect(sessionReducer(initialSessionState, action)).toMatchObject({
      active: true,
      admin: true,
    });
  });

  it('the start-up check, fulfilled, sets the session and marks it checked', () => {
    const state = sessionReducer(initialSessionState, checkSession.fulfilled(admin, 'req'));
    expect(state).toEqual({
      active: true,
      admin: true,
      superuser: false,
      user: admin.user,
      checked: true,
      trashDays: 30,
      timeZone: 'UTC',
      money: { currency: 'USD', locale: 'en-US' },
    });
    const out = sessionReducer(initialSessionState, checkSession.fulfilled(signedOut, 'req'));
    expect(out).toEqual({ ...initialSessionState, checked: true });
  });

  it('the start-up check, rejected, leaves the visitor signed out but checked', () => {
    const pending = sessionReducer(initialSessionState, checkSession.pending('req'));
    expect(pending.checked).toBe(false);
    const state = sessionReducer(pending, checkSession.rejected(null, 'req', undefined, 'down'));
    expect(state).toEqual({ ...initialSessionState, checked: true });
  });
});

describe('session thunks', () => {
  const respond = (status: number, body: unknown) =>
    vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('login sends an identifier with an @ as email_address, to the server root', async () => {
    const fetchMock = respond(200, admin);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    await store.dispatch(login({ identifier: ' ada@example.com ', password: 'pw' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/session');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      email_address: 'ada@example.com',
      password: 'pw',
    });
    expect(store.getState().session.active).toBe(true);
  });

  it("login failure rejects with the server's message", async () => {
    vi.stubGlobal('fetch', respond(401, { message: 'Invalid credentials' }));
    const store = makeStore();
    const result = await store.dispatch(login({ identifier: 'ada', password: 'bad' }));
    expect(result.payload).toBe('Invalid credentials');
    expect(store.getState().session.active).toBe(false);
  });

  it('logout deletes the session and resets all state', async () => {
    const fetchMock = respond(200, { message: 'Signed out' });
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    store.dispatch(setSession(admin));
    store.dispatch(
      resources.pages.actions.list.fulfilled(
        {
          items: [
            {
              id: 1,
              title: 'T',
              content: '',
              description: '',
              slug: 't',
              status: 'published',
              publish_at: null,
              state: 'published',
              image_url: null,
              created_at: '',
              updated_at: '',
            },
          ],
          total: 1,
        },
        'r',
        undefined,
      ),
    );
    expect(store.getState().pages.total).toBe(1);
    await store.dispatch(logout());
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].method).toBe('DELETE');
    expect(store.getState().session).toEqual({ ...initialSessionState, checked: true });
    expect(store.getState().pages.items).toEqual([]);
  });
});
