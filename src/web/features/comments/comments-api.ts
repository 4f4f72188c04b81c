import type { Comment, CommentedResource, StaffMember } from '../../../shared/resources/comments';
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
