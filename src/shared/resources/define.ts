import { z } from 'zod';
import type { ResourceName } from './names';
import { MAX_ID, idSchema, wholeNumber, withoutNul } from '../fields';
import { listCursor } from './list-cursor';

/**
 * One definition per resource drives its server routes, their validation and OpenAPI entry, and
 * the web app's resource state. Bodies are the whole JSON the client sends (wrapped as product.md §7
 * says); `createBody` and `updateBody` unwrap to the fields the server stores.
 */
export type ResourceDefinition<
  Entity extends z.ZodType = z.ZodType,
  Detail extends z.ZodType = Entity,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Name extends ResourceName = ResourceName,
> = {
  name: Name;
  /** The key the web app wraps bodies in (`page`, `client`, `item`…), or null when unwrapped. */
  wrapper: string | null;
  /** A list or update answer's item. */
  entity: Entity;
  /** GET /{name}/{id}'s answer, when richer than the entity (a project's fundings, a note's sections). */
  detail: Detail;
  createBody: Create;
  updateBody: Update;
  /** Query parameters that narrow a list to a parent, e.g. fundings of one project. */
  filters: readonly string[];
  /**
   * Text fields a list can be narrowed to one value of (`?country=Norway`), matched whole and
   * case-insensitively; each is its own query parameter, by the field's name.
   */
  textFilters: readonly string[];
};

export function defineResource<
  Entity extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Name extends ResourceName,
  Detail extends z.ZodType = Entity,
>(def: {
  name: Name;
  wrapper: string | null;
  entity: Entity;
  detail?: Detail;
  createBody: Create;
  updateBody: Update;
  filters?: readonly string[];
  textFilters?: readonly string[];
  /** Anyone may read it (the public site's pages): its answers leave `updated_by` out. */
  publicRead?: boolean;
}): ResourceDefinition<Entity, Detail, Create, Update, Name> {
  const { publicRead, ...rest } = def;
  return {
    ...rest,
    entity: stamped(def.entity, publicRead),
    detail: stamped((def.detail ?? def.entity) as Detail, publicRead),
    filters: def.filters ?? [],
    textFilters: def.textFilters ?? [],
  };
}

/**
 * Who changed a record last and when (set by the server on every write, never by a client), on
 * every answer with records. A resource anyone may read (pages) keeps `updated_by` out of its
 * answers, so staff usernames are not published.
 */
export const recordStamps = z.object({
  updated_at: z.string().describe('When the record was last changed (ISO 8601)'),
  updated_by: z.string().nullable().describe('The username of who changed it last, if known'),
});
export type RecordStamps = z.infer<typeof recordStamps>;

/** The schema with the stamps added; the types keep the resource's own fields only. */
export function stamped<S extends z.ZodType>(schema: S, publicRead = false): S {
  if (!(schema instanceof z.ZodObject)) return schema;
  const { updated_at, updated_by } = recordStamps.shape;
  return schema.extend(publicRead ? { updated_at } : { updated_at, updated_by }) as unknown as S;
}

/** `{[key]: fields}` → fields: the request body of docs/product.md's wrapped calls. */
export function wrapped<K extends string, S extends z.ZodType>(key: K, fields: S) {
  return z
    .object({ [key]: fields } as Record<K, S>, { error: 'must be a JSON object' })
    .transform((body) => (body as Record<K, z.output<S>>)[key]);
}

/** Fields for a partial update: what is left out stays as it is. */
export function partialFields<S extends z.ZodObject>(fields: S) {
  // Defaults fill missing fields on create; on update a missing field must stay missing.
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([k, v]) => [k, unwrapDefault(v as z.ZodType).optional()]),
  );
  return z.object(shape) as unknown as z.ZodObject<{
    [K in keyof S['shape']]: z.ZodOptional<S['shape'][K]>;
  }>;
}

function unwrapDefault(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
}

export const idParams = z.object({ id: idSchema });

/**
 * A list's query. Answers are a JSON array with X-Total-Count and, while more rows follow,
 * X-Next-Cursor for `after` (list-cursor.ts). `offset`, if given with `after`, skips rows after it.
 */
export const listQuery = z.object({
  q: z.string().trim().max(200).refine(withoutNul, 'must not contain NUL characters').optional(),
  limit: wholeNumber().pipe(z.number().min(1).max(500)).default(100),
  offset: wholeNumber().pipe(z.number().min(0).max(MAX_ID)).default(0),
  after: listCursor().optional(),
});
