import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_STATES, type PageState } from '../../shared/resources/pages';
import { isStaff } from '../plugins/access';
import type { ServerResource } from './server-resource';

/** `?status=` of a publishing resource's list: staff narrow it; the public sees 'published'. */
export const statusQuery = z
  .enum(PAGE_STATES, { error: `must be one of ${PAGE_STATES.join(', ')}` })
  .optional()
  .describe('Staff only: draft, scheduled or published (others always see published ones)');

/**
 * Who is asking, for a resource that publishes: staff (admins) see every record, anyone else
 * only what is published and due. `key` tells the two apart in the response cache.
 */
export async function audienceOf(request: FastifyRequest, resource: ServerResource) {
  if (!resource.publishes) return { staff: true, key: '' };
  const staff = isStaff(await request.currentUser());
  return { staff, key: staff ? '|staff' : '|public' };
}

/** The list's narrowing by state: the public's always, staff's when they ask. */
export function publishedFilter(
  resource: ServerResource,
  staff: boolean,
  status: PageState | undefined,
) {
  if (!resource.publishes) return undefined;
  const state = staff ? status : 'published';
  return state ? { state, now: Date.now() } : undefined;
}

/** Whether a record's answer may be shown to one who is not staff. */
export const shownToPublic = (entity: Record<string, unknown>) => entity.state === 'published';
