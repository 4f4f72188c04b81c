import { z } from 'zod';
import { idSchema, optionalText, wholeNumber, wholeQuantity } from './fields';
import { wrapped } from './resources/define';
import { listCursor } from './resources/list-cursor';
import { MAX_QUANTITY } from './limits';

/**
 * Stock movements of inventory items and stickers: every change of a quantity, with why. Shared
 * by the "Adjust stock" form and the routes.
 */
export const STOCK_RESOURCES = ['inventory', 'stickers'] as const;
export type StockResource = (typeof STOCK_RESOURCES)[number];

export const STOCK_REASONS = ['received', 'used', 'damaged_or_lost', 'counted', 'other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Received',
  used: 'Used',
  damaged_or_lost: 'Damaged or lost',
  counted: 'Counted',
  other: 'Other',
};

/**
 * A signed amount ("-2": two used), or `set_to` after a count: one of the two. A project only
 * for stock used on it.
 */
export const movementFields = z
  .object({
    amount: wholeNumber()
      .pipe(
        z
          .number()
          .min(-MAX_QUANTITY, 'is too large')
          .max(MAX_QUANTITY, 'is too large')
          .refine((n) => n !== 0, 'must not be 0'),
      )
      .optional(),
    set_to: wholeQuantity().optional(),
    reason: z.enum(STOCK_REASONS, {
      error: 'must be received, used, damaged_or_lost, counted or other',
    }),
    project_id: idSchema.nullable().optional(),
    note: optionalText(1000),
  })
  .superRefine((m, ctx) => {
    if ((m.amount === undefined) === (m.set_to === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'give an amount or set_to, not both',
      });
    if (m.project_id != null && m.reason !== 'used')
      ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'is only for stock used' });
  });
export type MovementInput = z.input<typeof movementFields>;
export type MovementFields = z.output<typeof movementFields>;
export const movementBody = wrapped('movement', movementFields);

export const movementSchema = z.object({
  id: z.number(),
  /** When (ISO 8601) and by whom. */
  at: z.string(),
  actor: z.string().nullable(),
  amount: z.number(),
  reason: z.enum(STOCK_REASONS),
  project: z.object({ id: z.number(), name: z.string() }).nullable(),
  note: z.string(),
  /** The quantity once it was made. */
  quantity_after: z.number(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementsQuery = z.object({
  limit: wholeNumber().pipe(z.number().min(1).max(100)).default(50),
  after: listCursor().optional(),
});

/** Stock used on a project (its screen lists it): per item or sticker, how many in all. */
export const stockUsedSchema = z.object({
  resource: z.enum(STOCK_RESOURCES),
  id: z.number(),
  name: z.string(),
  quantity: z.number(),
});
export type StockUsed = z.infer<typeof stockUsedSchema>;

/** The low-stock threshold of an item or sticker: a whole number, or null for none. */
export const lowStockThreshold = () => wholeQuantity().nullable();
