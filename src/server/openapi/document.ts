type Node = Record<string, unknown>;

/**
 * OpenAPI 3.0 has no null type: `nullable: true` needs a `type` beside it. The zod conversion
 * puts it beside an `anyOf` (a nullable id accepted as a number or a numeric string), which
 * strict tools reject; each branch is made nullable instead.
 */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullables);
  if (!node || typeof node !== 'object') return;
  const schema = node as Node;
  const branches = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
  if (schema.nullable === true && schema.type === undefined && branches) {
    for (const branch of branches) if (branch.type !== undefined) branch.nullable = true;
    delete schema.nullable;
  }
  Object.values(schema).forEach(typeNullables);
}

type Operation = { operationId?: string };

/** A client generator names its functions after operationIds: two alike would collide. */
function assertUniqueOperationIds(paths: Record<string, Record<string, Operation>>): void {
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const id = operation.operationId;
      const where = `${method.toUpperCase()} ${path}`;
      if (id && seen.has(id))
        throw new Error(`operationId ${id} of ${where} is also ${seen.get(id)}'s: set one`);
      if (id) seen.set(id, where);
    }
  }
}

/** Whole-document fixes, after every route's operation is built. */
export function finishDocument<D extends object>(document: D): D {
  const openapiObject = document as D & Node;
  typeNullables(openapiObject.paths);
  typeNullables(openapiObject.components);
  assertUniqueOperationIds(
    (openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>,
  );
  return openapiObject;
}
