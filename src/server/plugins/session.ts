import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { SessionUser } from '../../shared/session';
import { newToken, tokenId, xsrfFor } from '../auth/tokens';
import { sessionsRepository } from '../repositories/sessions';
import { apiTokensRepository } from '../repositories/api-tokens';
import { themeChoicesRepository } from '../repositories/theme-choices';
import { setThemeCookie } from '../theme-cookie';
import type { ApiTokenScope } from '../../shared/api-tokens';
import { toSessionUser } from '../repositories/users';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';

/** What a disabled account hears after the right password (docs/security.md). */
export const ACCOUNT_DISABLED = 'This account is disabled. Ask an administrator to enable it.';
import { sessionCache } from '../read-cache/session-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route hands a first visitor an anonymous token, and so an XSRF token (GET /session). */
    issuesToken?: boolean;
    /**
     * Refused to an API token (403): what only a person signed in may do (tokens, passwords,
     * two-step sign-in, roles). Enforced by plugins/bearer.ts.
     */
    sessionOnly?: boolean;
  }
  interface FastifyRequest {
    /**
     * The secret of `Authorization: Bearer …` on an /api/v1 route (empty when malformed). It wins
     * over a session cookie sent with it, which is then ignored (ADR 0025).
     */
    bearerToken: string | undefined;
    /** The API token currentUser() found for bearerToken. */
    apiToken: { id: number; scope: ApiTokenScope } | undefined;
    /** The signed-in user, looked up once per request and only when asked for. */
    currentUser(): Promise<SessionUser | null>;
    sessionToken: string | undefined;
  }
  interface FastifyReply {
    /** Starts a new session for the user (a new token at every login) and sets both cookies. */
    startSession(userId: number): Promise<void>;
    /** Deletes the current session and hands out a fresh anonymous token. */
    endSession(): Promise<void>;
  }
}

export const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const XSRF_COOKIE = 'XSRF-TOKEN';
const API_PREFIX = '/api/v1/';

/** The bearer secret of an API request; undefined when it sends none (or is not an API route). */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !request.url.startsWith(API_PREFIX)) return undefined;
  const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

/** The session cookie's name; the __Host- prefix pins it to this exact host over HTTPS. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');

type Options = { db: Database; secret: string; secure: boolean };

export default fp(async function session(app: FastifyInstance, { db, secret, secure }: Options) {
  const sessions = sessionsRepository(db);
  const apiTokens = apiTokensRepository(db);
  const cached = sessionCache();
  const themes = themeChoicesRepository(db);
  const SID = sessionCookieName(secure);
  const base = { path: '/', sameSite: 'lax' as const, secure };

  await app.register(cookie);

  function setTokens(reply: FastifyReply, token: string) {
    reply.setCookie(SID, token, { ...base, httpOnly: true, maxAge: 14 * 24 * 3600 });
    reply.setCookie(XSRF_COOKIE, xsrfFor(secret, token), { ...base, httpOnly: false });
  }

  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('bearerToken', undefined);
  app.decorateRequest('apiToken', undefined);
  app.decorateRequest('currentUser', async function (this: FastifyRequest) {
    const memo = this as FastifyRequest & { _user?: Promise<SessionUser | null> };
    memo._user ??=
      this.bearerToken !== undefined
        ? lookUpBearer(this, this.bearerToken)
        : this.sessionToken
          ? lookUp(this, tokenId(this.sessionToken))
          : Promise.resolve(null);
    return memo._user;
  });
  // Not cached as sessions are: the lookup is one indexed read, and a token's expiry, revocation
  // and its owner's disabling then hold from the very next request, on every server.
  async function lookUpBearer(request: FastifyRequest, secret: string) {
    if (!secret) return null;
    const found = await apiTokens.use(tokenId(secret));
    if (!found) return null;
    request.apiToken = { id: found.token.id, scope: found.token.scope as ApiTokenScope };
    return toSessionUser(found.user);
  }
  async function lookUp(request: FastifyRequest, id: string): Promise<SessionUser | null> {
    // Read before the lookup: the answer is at least as new as the versions it is kept under.
    const versions = await request.tableVersions();
    const hit = versions && cached.get(id, versions);
    if (hit) return hit;
    const row = await sessions.findUser(id);
    if (!row) return null;
    const user = toSessionUser(row);
    if (versions) cached.set(id, user, versions);
    return user;
  }
  app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
    // Checked here, after the password (and whatever else a sign-in asks), so every way in keeps
    // it; a session begun as the account is disabled dies with it (sessions.findUser).
    if (await sessions.isDisabled(userId)) throw new HttpError(403, ACCOUNT_DISABLED);
    if (this.request.sessionToken) await sessions.delete(tokenId(this.request.sessionToken));
    const token = newToken();
    await sessions.create(tokenId(token), userId, this.request.ip);
    setTokens(this, token);
    // The person's theme comes with them to whichever browser they sign in on (ADR 0032).
    setThemeCookie(this, await themes.get(userId), secure);
  });
  app.decorateReply('endSession', async function (this: FastifyReply) {
    if (this.request.sessionToken) await sessions.delete(tokenId(this.request.sessionToken));
    setTokens(this, newToken());
  });

  app.addHook('onRequest', (request, reply, done) => {
    const bearer = bearerOf(request);
    // A bearer request is the token's, whatever cookie comes along: no session, no XSRF cookie.
    if (bearer !== undefined) {
      request.bearerToken = bearer;
      return done();
    }
    const token = request.cookies[SID];
    request.sessionToken = token;
    if (UNSAFE.has(request.method)) return done(); // checked by the xsrf plugin, after access
    if (!token && request.routeOptions.config.issuesToken) {
      // A first visit gets an anonymous token, so its first POST (login, waitlist) can carry a
      // matching XSRF header. The web app asks GET /session at start.
      const fresh = newToken();
      request.sessionToken = fresh;
      setTokens(reply, fresh);
    } else if (token && request.cookies[XSRF_COOKIE] !== xsrfFor(secret, token)) {
      setTokens(reply, token);
    }
    done();
  });
});
