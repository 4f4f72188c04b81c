import { HttpError } from '../http-error';

/**
 * What a resource's rule (ServerResource.check) may answer when its read went ahead
 * (held-statements.ts runAhead): its verdict, to come once that read is answered.
 */
export type VerdictAhead = { verdict: Promise<void> };

/**
 * The verdicts of a write's rules, awaited once its own statements are under way: on PostgreSQL
 * a rule's read (a project's locked funding total) then goes out with the write's INSERT or
 * UPDATE in one round trip, and a refusal rolls back what was written. A refusal (an HttpError)
 * is the write's answer even when the write itself failed too, as it was when the rule was
 * checked first; any other failure of a rule's read is the write's own failure's doing.
 */
export function ruleVerdicts() {
  const pending: Promise<void>[] = [];
  return {
    /** Takes what a rule answered: nothing (it has ruled), or its verdict to come. */
    async add(ruling: Promise<void | VerdictAhead> | undefined) {
      const ahead = await ruling;
      if (!ahead) return;
      ahead.verdict.catch(() => {}); // read by `after`; a rollback before it may leave it unread
      pending.push(ahead.verdict);
    },
    /** `write`'s result once every verdict is in; the first refusal instead of its own failure. */
    async after<T>(write: () => Promise<T>): Promise<T> {
      let result: T;
      try {
        result = await write();
      } catch (error) {
        const verdicts = await Promise.allSettled(pending);
        const refusal = verdicts.find(
          (v) => v.status === 'rejected' && v.reason instanceof HttpError,
        );
        throw refusal ? (refusal as PromiseRejectedResult).reason : error;
      }
      await Promise.all(pending);
      return result;
    },
  };
}
