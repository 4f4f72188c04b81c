import type { Access } from '../plugins/access';
import { JSON_DEPTH_MAX } from '../json-depth';

/** What the server knows about a route before it runs: enough to tell which errors it can give. */
export type RouteFacts = {
  method: string;
  access: Access;
  body: boolean;
  params: boolean;
  querystring: boolean;
  /** An /api/v1 route, which takes an API token (plugins/bearer.ts). */
  bearer?: boolean;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Fastify parses a body sent with any of these (GET and HEAD bodies are never read).
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route can answer because of what it is, in one place for every route:
 * - a protected route: 401 (no session) and 403 (the wrong role), from the access plugin;
 * - an unsafe method: 403 without a matching XSRF header, from the xsrf plugin (public ones too);
 * - a JSON body: 400 (not JSON, not UTF-8, nested too deep), 413 (larger than the route's limit),
 *   415 (not JSON), 422 (invalid); a POST, PUT, PATCH or DELETE without a body schema too, since
 *   any body sent is parsed (up to a tiny limit) and checked for well-formed text all the same;
 * - params or a query string: 422 when they fail their schema;
 * - an id in the path: 404 when no record has it;
 * - an /api/v1 route (public ones too): 401 for an API token that does not work, 429 past the
 *   address's failed attempts, 403 for a read token's write or a `sessionOnly` route.
 * What only a route's own logic knows (a 409 conflict, a 429 rate limit) it declares itself in
 * its response schema; the two lists are merged.
 */
export function derivedStatuses(facts: RouteFacts): number[] {
  const statuses = new Set<number>();
  if (facts.access !== 'public') statuses.add(401).add(403);
  if (UNSAFE.has(facts.method)) statuses.add(403);
  if (facts.bearer) statuses.add(401).add(429);
  if (facts.body || BODY_METHODS.has(facts.method))
    for (const s of [400, 413, 415, 422]) statuses.add(s);
  if (facts.params || facts.querystring) statuses.add(422);
  if (facts.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** The response description of each error status, for the document's readers. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: `Bad request: the body is not JSON, not UTF-8, or nests deeper than ${JSON_DEPTH_MAX} levels`,
  401: 'Not signed in (no session cookie, or an expired one), or an API token that does not work',
  403:
    'Forbidden: the signed-in user lacks the role, the XSRF header is missing or wrong, or an ' +
    'API token may not do this (a read token writing, or a route for signed-in sessions only)',
  404: 'No record with this id',
  409: 'Conflicts with what is stored',
  413: 'The body is larger than this route accepts',
  415: 'The body is not application/json',
  422: 'Validation failed: `errors` lists the problems by field',
  429:
    'Too many attempts (sign-ins, or API tokens that did not work) from this address or for ' +
    'this account: wait for Retry-After seconds',
};

/** Who may call a route, as a sentence for its description. */
export const ACCESS_DESCRIPTIONS: Record<Access, string> = {
  public: 'Access: public (anyone, signed in or not).',
  signedIn: 'Access: signedIn (any signed-in user).',
  admin: 'Access: admin (admins and superusers).',
  superuser: 'Access: superuser (superusers only).',
};
