import { countOf } from '../../kit/count';
import { listOf } from '../../kit/edit-conflict';
import { nounOf } from '../../lib/records';

/**
 * What a delete took along, as words: "2 fundings, 1 expense and 3 tasks"; empty when it took
 * nothing. Resources in the order the server gave them; none counted zero.
 */
export function tookAlongText(tookAlong: Record<string, number>): string {
  const parts = Object.entries(tookAlong)
    .filter(([, count]) => count > 0)
    .map(([resource, count]) => countOf(count, nounOf(resource, 1), nounOf(resource, 2)));
  return listOf(parts);
}
