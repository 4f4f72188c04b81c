import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorSchema } from '../http-error';
import { ACCESS_DESCRIPTIONS, ERROR_DESCRIPTIONS, derivedStatuses } from './answers';
import { operationIdFor, summaryFor } from './names';

type Json = Record<string, unknown>;
type JsonSchema = Json & { type?: unknown; enum?: unknown[]; description?: string };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const XSRF_NOTE =
  'Send X-XSRF-TOKEN: the value of the XSRF-TOKEN cookie, which GET /session sets on a first visit.';
const DEFAULT_DESCRIPTION =
  'A server-side failure: 503 while the database is unavailable, or when a write met another ' +
  'one twice running (a deadlock: nothing was saved); retry after Retry-After seconds. 500 ' +
  'otherwise (with a request_id for the logs)';

const firstName = (url: string) =>
  url
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .find((segment) => segment && !segment.startsWith(':')) ?? 'api';

/**
 * A protected route's ways in: the session cookie (with the XSRF header on writes) or, on
 * /api/v1 and unless the route is for sessions only, an API token.
 */
const securityOf = (url: string, unsafe: boolean, sessionOnly: boolean | undefined) => [
  unsafe ? { session: [], xsrf: [] } : { session: [] },
  ...(url.startsWith('/api/v1/') && !sessionOnly ? [{ bearer: [] }] : []),
];

const isNull = (s: JsonSchema) =>
  s.type === 'null' || (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null);

/**
 * One route's OpenAPI operation, from the route itself so the two cannot drift: `security` and
 * `x-access` from its declared access, the error answers it can give (derived, see answers.ts)
 * with the API's error shape, an operationId, a summary and a tag when it gives none, and for a
 * route that `produces` other media (text, XML, images) those types on its success answers only.
 */
export const operationTransform: typeof jsonSchemaTransform = (input) => {
  const { route, url } = input;
  const source = (input.schema ?? {}) as Json & { response?: Json; produces?: string[] };
  const access = route.config?.access;
  if (!access || source.hide) return jsonSchemaTransform(input);
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';

  const statuses = derivedStatuses({
    method,
    access,
    body: Boolean(source.body),
    params: Boolean(source.params),
    querystring: Boolean(source.querystring),
    bearer: url.startsWith('/api/v1/'),
  });
  const response: Json = { ...source.response };
  for (const status of statuses) response[status] ??= errorSchema;
  response.default ??= errorSchema;
  const { produces, ...rest } = source;
  const out = jsonSchemaTransform({ ...input, schema: { ...rest, response } });
  const schema = out.schema as Json & { response: Record<string, JsonSchema>; tags?: string[] };

  for (const [status, json] of Object.entries(schema.response)) {
    const code = Number(status);
    if (isNull(json)) {
      schema.response[status] = { type: 'null', description: json.description ?? 'No body' };
    } else if (produces?.length && code >= 200 && code < 300) {
      const content = Object.fromEntries(produces.map((type) => [type, { schema: json }]));
      schema.response[status] = { description: json.description ?? 'OK', content };
    } else {
      json.description ??=
        status === 'default' ? DEFAULT_DESCRIPTION : (ERROR_DESCRIPTIONS[code] ?? 'OK');
    }
  }

  const isList = method === 'GET' && schema.response[200]?.type === 'array';
  const operationId =
    (schema.operationId as string | undefined) ?? operationIdFor(method, url, isList);
  const unsafe = UNSAFE.has(method);
  Object.assign(schema, {
    operationId,
    summary: schema.summary ?? summaryFor(operationId),
    // One tag per resource: the route's own, else the path's first name (/api/v1/users/… → users).
    tags: schema.tags?.length ? schema.tags.slice(0, 1) : [firstName(url)],
    description: [
      schema.description,
      ACCESS_DESCRIPTIONS[access],
      unsafe && access === 'public' ? XSRF_NOTE : '',
    ]
      .filter(Boolean)
      .join(' '),
    security: access === 'public' ? [] : securityOf(url, unsafe, route.config?.sessionOnly),
    'x-access': access,
  });
  return { ...out, schema: schema as typeof out.schema };
};
