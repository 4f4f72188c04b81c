import { UNKNOWN_ERROR } from '../lib/http-client';
import { timeAgo } from '../lib/time-ago';
import { fieldErrorsOf, type StaleVersion } from '../store/create-resource-slice';
import { editorOf } from './edit-conflict';

/** A rejected thunk as the store hands it back (its 422 field messages: fieldErrorsOf). */
interface Rejected {
  payload?: unknown;
  error?: { message?: string };
}

/**
 * The one rule for what a failure says (product.md §8): the server's message, else the
 * transport's, else 'An unknown error occured'.
 */
export function failureMessage(action: Rejected): string {
  if (typeof action.payload === 'string' && action.payload) return action.payload;
  return action.error?.message || UNKNOWN_ERROR;
}

/**
 * A one-click change (not a form) refused because the record moved on (412): who changed it and
 * when, for a screen that then reloads it as it is now. Else the failure's message.
 */
export function staleOrFailure(action: Rejected & { meta: object }, noun: string): string {
  const { stale } = action.meta as { stale?: StaleVersion };
  if (!stale) return failureMessage(action);
  const who = editorOf(stale.updated_by, stale.yours);
  return `This ${noun} was changed by ${who} ${timeAgo(stale.updated_at)}, after you opened it. It now shows as it is; try again if you still want to.`;
}

/**
 * A failed save as a form takes it: the message, the server's messages by field, and for an
 * edit the record as it is now (412) or that it is gone (404).
 */
export function failedSave(action: Rejected & { meta: object }) {
  const { status, stale } = action.meta as { status?: number | null; stale?: StaleVersion };
  return {
    ok: false as const,
    message: failureMessage(action),
    fields: fieldErrorsOf(action),
    ...(stale && { stale }),
    ...(status === 404 && { gone: true }),
  };
}
