import type { Stamps } from '../repositories/record-versions';
import type { WriteContext } from './resource-service';

/** The stamps of a write: now, by the signed-in user (never what a client sends). */
export const stampsOf = (context: WriteContext): Stamps => ({
  updated_at: Date.now(),
  updated_by: context.actor,
});

/**
 * A record's stamps as answers show them, on its own answers and where it is embedded (a note's
 * sections, a project's fundings). The entity's schema drops updated_by where it is private.
 */
export const stampsShown = (row: Record<string, unknown>) => ({
  updated_at: new Date(Number(row.updated_at)).toISOString(),
  updated_by: (row.updated_by as string | null | undefined) ?? null,
});
