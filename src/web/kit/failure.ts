import { UNKNOWN_ERROR } from '../lib/http-client';
import { fieldErrorsOf, type StaleVersion } from '../store/create-resource-slice';

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
