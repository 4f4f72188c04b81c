import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const INVALID_CHARACTER = 'contains an invalid character';
// In a /u regex a surrogate pair is one code point, so \p{Cs} matches only a lone surrogate.
const LONE_SURROGATE = /\p{Cs}/u;
// One body can hold many bad strings; naming the first few is enough to fix the request.
const MAX_REPORTED = 20;

type Issue = { instancePath: string; message: string };

/**
 * The paths of the strings in a parsed JSON body that hold a lone UTF-16 surrogate; a bad key is
 * reported at the object that holds it, since the key itself cannot be named. JSON allows `"\ud800"`, but such a string has no UTF-8 form: a database would store
 * U+FFFD in its place. Walked with an explicit stack, so a deeply nested body cannot overflow the
 * call stack.
 */
export function malformedStrings(body: unknown): Issue[] {
  const issues: Issue[] = [];
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length && issues.length < MAX_REPORTED) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value))
        issues.push({ instancePath: path, message: INVALID_CHARACTER });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], `${path}/${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (LONE_SURROGATE.test(key))
          issues.push({ instancePath: path, message: INVALID_CHARACTER });
        stack.push([item, `${path}/${key}`]);
      }
    }
  }
  return issues.slice(0, MAX_REPORTED);
}

/**
 * Every route's body is checked before its own validation, and a bad string is a 422 in the same
 * shape as a schema failure (the errors plugin names the field, dropping the body's wrapper key).
 */
export default fp(async function wellFormedText(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    // A file's bytes (an import's) are read by their route, which checks their encoding.
    if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body))
      return done();
    const issues = malformedStrings(request.body);
    if (issues.length === 0) return done();
    done(
      Object.assign(new Error(`body ${INVALID_CHARACTER}`), {
        statusCode: 422,
        validation: issues,
        validationContext: 'body',
      }),
    );
  });
});
