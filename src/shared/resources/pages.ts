import { z } from 'zod';
import { CONTENT_MAX, optionalText, requiredText, withoutNul } from '../fields';
import { imageInput } from '../image';
import { SLUG_MAX, SLUG_PATTERN, isIdLike } from '../slug';
import { defineResource, partialFields, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';

/** A page's plain fields (its dates, status, slug and cover have code of their own). */
export const pageTable = fieldTable({
  title: { input: requiredText(), output: 'text', label: 'Title', search: 'title' },
  content: { input: optionalText(CONTENT_MAX), output: 'text', label: 'Content', search: 'text' },
  description: {
    input: optionalText(160),
    output: 'text',
    label: 'Description',
    form: {
      kind: 'textarea',
      rows: 2,
      hint: 'What search engines and shared links show, up to 160 characters. Empty: the start of the content.',
    },
  },
});

/** Draft: staff only. Published: public, from publish_at if set (then "scheduled" until it). */
export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
/** What a page is now: its status, and a published page not yet due is scheduled. */
export const PAGE_STATES = ['draft', 'scheduled', 'published'] as const;
export type PageState = (typeof PAGE_STATES)[number];

const slugInput = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
    .refine(withoutNul, 'must not contain NUL characters')
    .refine((v) => !isIdLike(v), 'must have a letter: an address of digits only is a page number')
    .regex(
      SLUG_PATTERN,
      'must be lower-case letters and digits joined by hyphens, such as cafe-opening-2027',
    );

const publishAtInput = () =>
  z.iso
    .datetime({ offset: true, error: 'must be a date and time such as 2026-12-09T09:00:00Z' })
    .nullable();

export const pageFields = inputFields(pageTable).extend({
  /** Its address; made from the title when left out. */
  slug: slugInput().optional(),
  /** A POST without it publishes at once, as the specification's calls always did. */
  status: z.enum(PAGE_STATUSES, { error: 'must be draft or published' }).default('published'),
  /** A published page is public from this time (scheduled until then); null: at once. */
  publish_at: publishAtInput().optional(),
  /** Its cover image (social cards): a data URL, or null to remove it. */
  image: imageInput().optional(),
});
export type PageInput = z.input<typeof pageFields>;

export const pageSchema = z.object({
  id: z.number(),
  ...outputShape(pageTable),
  slug: z.string().nullable().describe('Its address: /{slug} (null: only /{id})'),
  status: z.enum(PAGE_STATUSES),
  publish_at: z.string().nullable(),
  state: z.enum(PAGE_STATES).describe('draft, scheduled (published, not yet due) or published'),
  image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

export const pagesResource = defineResource({
  name: 'pages',
  wrapper: 'page',
  publicRead: true,
  entity: pageSchema,
  createBody: wrapped('page', pageFields),
  updateBody: wrapped('page', partialFields(pageFields)),
});
