import { createAsyncThunk } from '@reduxjs/toolkit';
import type { NewUserInput, PasswordChangeInput, Role, UserAccount } from '../../shared/accounts';
import type { WaitlistEntry } from '../../shared/waitlist';
import { http, type FieldErrors } from '../lib/http-client';
import { createResourceSlice } from './create-resource-slice';

/** The Users screen's list (superusers) and the Waitlist screen's (admins), paged by the kit. */
export const accountLists = {
  users: createResourceSlice<UserAccount, NewUserInput>('users'),
  waitlist: createResourceSlice<WaitlistEntry>('waitlist'),
};

export const accountListReducers = {
  users: accountLists.users.reducer,
  waitlist: accountLists.waitlist.reducer,
};

interface WriteConfig {
  rejectValue: string;
  rejectedMeta: { errors?: FieldErrors };
}
/** An account and, when the server made one, its password: shown once, kept nowhere. */
export interface WithPassword {
  user: UserAccount;
  password?: string;
}

/** One write to an account; a 422's field messages ride along for the form. */
function accountWrite<A, R>(type: string, call: (arg: A) => ReturnType<typeof http.put<R>>) {
  return createAsyncThunk<R, A, WriteConfig>(type, async (arg, { rejectWithValue }) => {
    const result = await call(arg);
    return result.ok ? result.data : rejectWithValue(result.error, { errors: result.errors });
  });
}

export const createUser = accountWrite<NewUserInput, WithPassword>('users/createAccount', (input) =>
  http.post('/users', input),
);
export const setRole = accountWrite<{ id: number; role: Role }, UserAccount>(
  'users/setRole',
  ({ id, role }) => http.put(`/users/${id}/role`, { role }),
);
export const setDisabled = accountWrite<{ id: number; disabled: boolean }, UserAccount>(
  'users/setDisabled',
  ({ id, disabled }) => http.put(`/users/${id}/disabled`, { disabled }),
);
export const resetPassword = accountWrite<{ id: number; password?: string }, WithPassword>(
  'users/resetPassword',
  ({ id, password }) =>
    http.post(`/users/${id}/password`, password ? { password } : { generate: true }, {
      expect: 200,
    }),
);
export const linkClient = accountWrite<{ id: number; client_id: number | null }, UserAccount>(
  'users/linkClient',
  ({ id, client_id }) => http.put(`/users/${id}/client`, { client_id }),
);
export const changeMyPassword = accountWrite<PasswordChangeInput, { message: string }>(
  'account/changePassword',
  (input) => http.put('/account/password', input),
);
