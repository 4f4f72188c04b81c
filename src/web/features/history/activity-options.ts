import { ACCOUNT_ACTIONS, HISTORY_ACTIONS, type HistoryAction } from '../../../shared/history';
import { RESOURCE_NAMES } from '../../../shared/resources/names';
import { capitalized, nounOf } from '../../lib/records';
import type { ActivityFilters } from '../../store/history-slice';

/** What each action is called in the Action filter. */
export const ACTION_LABELS: Record<HistoryAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  erase: 'Deleted forever',
  connect: 'Connected to a client',
  disconnect: 'Disconnected from a client',
  user_created: 'Account created',
  role_changed: 'Role changed',
  password_changed: 'Password changed',
  password_reset: 'Password reset by email',
  two_step_on: 'Two-step sign-in turned on',
  two_step_off: 'Two-step sign-in turned off',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  api_token_created: 'API token made',
  api_token_revoked: 'API token revoked',
};

const ACCOUNT = new Set<string>(ACCOUNT_ACTIONS);

/** The Resource and Action filters' choices: account events for superusers only. */
export function filterOptions(accounts: boolean) {
  const records = [...RESOURCE_NAMES, 'waitlist' as const];
  const resources = accounts ? [...records, 'users' as const] : records;
  const actions = HISTORY_ACTIONS.filter((action) => accounts || !ACCOUNT.has(action));
  return {
    resources: resources.map((value) => ({ value, label: capitalized(nounOf(value, 2)) })),
    actions: actions.map((value) => ({ value, label: ACTION_LABELS[value] })),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An id as the API takes one: plain digits, from 1 up. */
const ID = /^[1-9]\d{0,9}$/;

/** The filters a URL holds, each kept only when it is one the server takes. */
export function filtersFrom(params: URLSearchParams, accounts: boolean): ActivityFilters {
  const { resources, actions } = filterOptions(accounts);
  const pick = (name: string, allowed: { value: string }[]) => {
    const value = params.get(name) ?? '';
    return allowed.some((option) => option.value === value) ? value : '';
  };
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    user: (params.get('user') ?? '').trim(),
    resource: pick('resource', resources),
    action: pick('action', actions) as HistoryAction | '',
    from: day('from'),
    to: day('to'),
    import_id: ID.test(params.get('import_id') ?? '') ? (params.get('import_id') ?? '') : '',
  };
}

/** Why the filters cannot be asked for as they are, or null. */
export const filtersProblem = ({ from, to }: ActivityFilters) =>
  from && to && from > to ? 'From must be on or before To.' : null;
