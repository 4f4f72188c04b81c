import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

type Response = { content?: Record<string, { schema?: object }> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components?: object;
};

/** One answer of the API, as the contract sees it: the route template, not the concrete URL. */
export type Answer = {
  method: string;
  route: string;
  status: number;
  contentType: string | undefined;
  body: string | undefined;
};

/**
 * Checks answers against an OpenAPI document: the (method, route) must be an operation, the
 * status one of its documented responses (5xx may fall to `default`), the Content-Type one it
 * documents, and a JSON body must match the documented schema. Other media (CSV, XLSX, images)
 * are checked by type only; a response documented without a body must have none.
 */
export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<object, ValidateFunction>();

  return function check(answer: Answer): string | undefined {
    const where = `${answer.method} ${answer.route} answered ${answer.status}`;
    const path = answer.route.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[path]?.[answer.method.toLowerCase()];
    if (!operation) return `${where}, but the document has no such operation`;
    const { responses } = operation;
    const response =
      responses[answer.status] ?? (answer.status >= 500 ? responses.default : undefined);
    const documented = Object.keys(responses).join(', ');
    if (!response) return `${where}, which is not documented (documented: ${documented})`;
    const type = answer.contentType?.split(';')[0]!.trim().toLowerCase();
    if (!response.content)
      return answer.body ? `${where} with a body, documented without one` : undefined;
    const media = type ? response.content[type] : undefined;
    const types = Object.keys(response.content).join(', ');
    if (!media) return `${where} as ${type ?? 'no Content-Type'}, documented as ${types}`;
    if (type !== 'application/json' || !media.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.body ?? '');
    } catch {
      return `${where} with a body that is not JSON: ${answer.body?.slice(0, 200)}`;
    }
    let validate = validators.get(media.schema);
    if (!validate) {
      // The components travel with the schema, so its $refs resolve.
      validate = ajv.compile({ ...media.schema, components: document.components });
      validators.set(media.schema, validate);
    }
    if (validate(body)) return undefined;
    const errors = ajv.errorsText(validate.errors, { dataVar: 'body' });
    return `${where} with a body the document does not allow: ${errors}; body: ${answer.body?.slice(0, 300)}`;
  };
}

const problems: string[] = [];

/** What broke the contract since the last call (the setup file fails the test on any). */
export const takeContractProblems = () => problems.splice(0);

/**
 * Every answer the app sends to a documented route is checked against the document it serves.
 * Routes left out of the document (Swagger UI, /openapi.json, the web app's files) and requests
 * no route matched are not API operations and are not checked.
 */
export function watchContract(app: FastifyInstance): void {
  let check: ReturnType<typeof contractChecker> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const schema = request.routeOptions.schema as { hide?: boolean } | undefined;
    if (!route || !schema || schema.hide || request.method === 'HEAD') return payload;
    check ??= contractChecker(app.swagger() as unknown as OpenApiDocument);
    const contentType = reply.getHeader('content-type') as string | undefined;
    // The response cache sends JSON as bytes: those are read as text, other bytes are not.
    const json = contentType?.toLowerCase().startsWith('application/json') ?? false;
    const bytes = (buffer: Buffer) => (json ? buffer.toString('utf8') : '(bytes)');
    const problem = check({
      method: request.method,
      route,
      status: reply.statusCode,
      contentType,
      body:
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? bytes(payload)
            : undefined,
    });
    if (problem) problems.push(problem);
    return payload;
  });
}
