import type {
  Comment,
  CommentCounts,
  CommentedResource,
  StaffMember,
} from '../../../shared/resources/comments';
import { http } from '../../lib/http-client';

/** The comments' calls (docs/product.md, "Comments"). */
export const commentsApi = {
  list: (resource: CommentedResource, id: number, signal?: AbortSignal) =>
    http.get<Comment[]>(`/${resource}/${id}/comments`, { signal }),
  create: (resource: CommentedResource, id: number, body: string) =>
    http.post<Comment>(`/${resource}/${id}/comments`, { comment: { body } }),
  update: (id: number, body: string) => http.put<Comment>(`/comments/${id}`, { comment: { body } }),
  remove: (id: number) => http.delete<{ id: number }>(`/comments/${id}`),
};

let staff: Promise<StaffMember[]> | null = null;
/** Who can be mentioned: read once per page load, and again after a failure. */
export function staffMembers(): Promise<StaffMember[]> {
  staff ??= http.get<StaffMember[]>('/staff').then((result) => {
    if (result.ok) return result.data;
    staff = null;
    return [];
  });
  return staff;
}

type Waiting = { id: number; resolve: (count: number | null) => void };
const queued = new Map<CommentedResource, Waiting[]>();

/**
 * How many comments a record has. The asks of one moment (a project's task rows) go as one
 * GET /comments/counts per resource; null when it could not be read.
 */
export function commentCount(resource: CommentedResource, id: number): Promise<number | null> {
  return new Promise((resolve) => {
    const waiting = queued.get(resource);
    if (waiting) return void waiting.push({ id, resolve });
    queued.set(resource, [{ id, resolve }]);
    setTimeout(() => void sendCounts(resource), 0);
  });
}

async function sendCounts(resource: CommentedResource) {
  const waiting = queued.get(resource) ?? [];
  queued.delete(resource);
  for (let i = 0; i < waiting.length; i += 500) {
    const part = waiting.slice(i, i + 500);
    const ids = [...new Set(part.map((w) => w.id))].sort((a, b) => a - b).join(',');
    const result = await http.get<CommentCounts>('/comments/counts', { query: { resource, ids } });
    const counts = new Map(result.ok ? result.data.map((c) => [c.record_id, c.count]) : []);
    for (const w of part) w.resolve(result.ok ? (counts.get(w.id) ?? 0) : null);
  }
}
