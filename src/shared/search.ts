import { z } from 'zod';
import { wholeNumber, withoutNul } from './fields';
import { SEARCH_LIMIT } from './limits';

/** GET /api/v1/search: q is plain text (no operators), 1 to 200 characters after trimming. */
export const searchQuery = z.object({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .refine(withoutNul, 'must not contain NUL characters'),
  limit: wholeNumber().pipe(z.number().min(1).max(SEARCH_LIMIT.max)).default(SEARCH_LIMIT.default),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** The kinds of record the search finds; a task opens its project, a comment its record. */
export const SEARCH_RESOURCES = [
  'pages',
  'notes',
  'projects',
  'clients',
  'inventory',
  'stickers',
  'tools',
  'tasks',
  'users',
  /** A comment's words: the hit is titled by its record and opens its screen (ADR 0028). */
  'comments',
] as const;
export type SearchResource = (typeof SEARCH_RESOURCES)[number];

/** One hit, best first: `url` is the dashboard screen that opens it. */
export const searchHit = z.object({
  resource: z.enum(SEARCH_RESOURCES),
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  url: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchAnswer = z.array(searchHit);
