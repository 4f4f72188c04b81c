import { createAsyncThunk } from '@reduxjs/toolkit';
import type { NewUserInput, PasswordChangeInput, Role, UserAccount } from '../../shared/accounts';
import type { EmailChangeInput } from '../../shared/mail';
import type { WaitlistEntry } from '../../shared/waitlist';
import type { Enquiry } from '../../shared/enquiries';
import { http, type FieldErrors } from '../lib/http-client';
import { createResourceSlice, failureMeta, type StaleVersion } from './create-resource-slice';

/**
 * The lists that are not resources, paged by the kit: the Users screen's (superusers), the
 * Waitlist's and the Enquiries' (admins; an enquiry's status is set over its ETag).
 */
export const accountLists = {
  users: createResourceSlice<UserAccount, NewUserInput>('users'),
  waitlist: createResourceSlice<WaitlistEntry>('waitlist'),
  enquiries: createResourceSlice<Enquiry, Pick<Enquiry, 'status'>>('enquiries', 'enquiry'),
};

export const accountListReducers = {
  users: accountLists.users.reducer,
  waitlist: accountLists.waitlist.reducer,
  enquiries: accountLists.enquiries.reducer,
};

interface WriteConfig {
  rejectValue: string;
  rejectedMeta: { errors?: FieldErrors; status?: number | null; stale?: StaleVersion };
}
/** A change to one account, sent over the version the screen loaded (If-Match, ADR 0014). */
type Versioned<A> = A & { ifMatch?: string | null };
const over = (ifMatch: string | null | undefined) =>
  ifMatch ? { headers: { 'If-Match': ifMatch } } : {};
/** An account and, when the server made one, its password: shown once, kept nowhere. */
export interface WithPassword {
  user: UserAccount;
  password?: string;
}

/** One write to an account; a 422's field messages ride along for the form. */
function accountWrite<A, R>(type: string, call: (arg: A) => ReturnType<typeof http.put<R>>) {
  return createAsyncThunk<R, A, WriteConfig>(type, async (arg, { rejectWithValue }) => {
    const result = await call(arg);
    if (result.ok) return result.data;
    return rejectWithValue(result.error, failureMeta(result));
  });
}

export const createUser = accountWrite<NewUserInput, WithPassword>('users/createAccount', (input) =>
  http.post('/users', input),
);
export const setRole = accountWrite<Versioned<{ id: number; role: Role }>, UserAccount>(
  'users/setRole',
  ({ id, role, ifMatch }) => http.put(`/users/${id}/role`, { role }, over(ifMatch)),
);
export const setDisabled = accountWrite<Versioned<{ id: number; disabled: boolean }>, UserAccount>(
  'users/setDisabled',
  ({ id, disabled, ifMatch }) => http.put(`/users/${id}/disabled`, { disabled }, over(ifMatch)),
);
export const resetPassword = accountWrite<{ id: number; password?: string }, WithPassword>(
  'users/resetPassword',
  ({ id, password }) =>
    http.post(`/users/${id}/password`, password ? { password } : { generate: true }, {
      expect: 200,
    }),
);
export const linkClient = accountWrite<
  Versioned<{ id: number; client_id: number | null }>,
  UserAccount
>('users/linkClient', ({ id, client_id, ifMatch }) =>
  http.put(`/users/${id}/client`, { client_id }, over(ifMatch)),
);
export const changeMyPassword = accountWrite<PasswordChangeInput, { message: string }>(
  'account/changePassword',
  (input) => http.put('/account/password', input),
);
/** A new address takes effect once its owner follows the link mailed to it (202). */
export const changeMyEmail = accountWrite<EmailChangeInput, { message: string }>(
  'account/changeEmail',
  (input) => http.put('/account/email', input, { expect: 202 }),
);
