import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginInput, SessionResponse, SessionUser } from '../../shared/session';
import { http } from '../lib/http-client';
import { TRASH_DAYS } from '../lib/trash-days';
import { dropAllUnsaved } from '../lib/unsaved-pages';
import { DEFAULT_MONEY, type MoneySettings } from '../../shared/money-format';

/**
 * The session of product.md §4. `checked` is ours: it turns true once the start-up check (or any
 * later answer) has told us who the visitor is, so guarded routes never flash the wrong screen.
 */
export interface SessionState {
  active: boolean;
  admin: boolean;
  superuser: boolean;
  user: SessionUser | null;
  checked: boolean;
  /** Present (true) only while REQUIRE_TWO_STEP_FOR_ADMINS holds this admin to its setup. */
  twoStepSetupRequired?: true;
  /** How long the trash keeps a deleted record: the server's TRASH_DAYS once it has said. */
  trashDays: number;
  /** The company's time zone (TIME_ZONE), whose date decides what is overdue: UTC until told. */
  timeZone: string;
  /** The currency and locale of every amount (CURRENCY, LOCALE): USD in en-US until told. */
  money: MoneySettings;
}

export const initialSessionState: SessionState = {
  active: false,
  admin: false,
  superuser: false,
  user: null,
  checked: false,
  trashDays: TRASH_DAYS,
  timeZone: 'UTC',
  money: DEFAULT_MONEY,
};

export type SessionFlags = Pick<SessionResponse, 'active' | 'admin' | 'superuser' | 'user'> &
  Pick<
    Partial<SessionResponse>,
    'two_step_setup_required' | 'trash_days' | 'time_zone' | 'currency' | 'locale'
  >;

interface ThunkConfig {
  rejectValue: string;
}

/** Start-up check: GET /session (server root). Signed out is still a 200 with active false. */
export const checkSession = createAsyncThunk<SessionResponse, void, ThunkConfig>(
  'session/check',
  async (_arg, { rejectWithValue, signal }) => {
    const result = await http.get<SessionResponse>('/session', { base: 'root', signal });
    return result.ok ? result.data : rejectWithValue(result.error);
  },
);

export interface LoginArgs {
  /** The form's single text: a username, or an email address when it holds an @. */
  identifier: string;
  password: string;
}

/**
 * The one rule of product.md §5 (credentialsFor in src/shared/session.ts), loaded on demand so the
 * homepage does not download zod with it.
 */
export const preloadLogin = () => import('../../shared/session');

async function credentials({ identifier, password }: LoginArgs): Promise<LoginInput> {
  const { credentialsFor } = await preloadLogin();
  return credentialsFor(identifier, password);
}

export const login = createAsyncThunk<SessionResponse, LoginArgs, ThunkConfig>(
  'session/login',
  async (args, { rejectWithValue }) => {
    const body = await credentials(args);
    const result = await http.post<SessionResponse>('/session', body, {
      base: 'root',
      expect: 200,
    });
    return result.ok ? result.data : rejectWithValue(result.error);
  },
);

function copyFlags(state: SessionState, flags: SessionFlags) {
  const { active, admin, superuser, user, two_step_setup_required } = flags;
  Object.assign(state, { active, admin, superuser, user, checked: true });
  if (flags.trash_days !== undefined) state.trashDays = flags.trash_days;
  if (flags.time_zone !== undefined) state.timeZone = flags.time_zone;
  if (flags.currency && flags.locale)
    state.money = { currency: flags.currency, locale: flags.locale };
  if (two_step_setup_required) state.twoStepSetupRequired = true;
  else delete state.twoStepSetupRequired;
}

/**
 * The second step of a sign-in (after login answered `two_step_required`): an authenticator code
 * or a recovery code, POST /session/two-step.
 */
export const completeTwoStep = createAsyncThunk<SessionResponse, string, ThunkConfig>(
  'session/twoStep',
  async (code, { rejectWithValue }) => {
    const result = await http.post<SessionResponse>(
      '/session/two-step',
      { code },
      { base: 'root', expect: 200 },
    );
    return result.ok ? result.data : rejectWithValue(result.error);
  },
);

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Copies active, superuser, admin and user from a server response. */
    set(state, action: PayloadAction<SessionFlags>) {
      copyFlags(state, action.payload);
    },
    /**
     * Returns every field to its initial value. The root reducer also resets every other slice on
     * this action. `checked` stays true: after a reset we know the visitor is signed out.
     */
    reset() {
      return { ...initialSessionState, checked: true };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkSession.fulfilled, (state, action) => copyFlags(state, action.payload))
      .addCase(checkSession.rejected, (state) => {
        state.active = false;
        state.checked = true;
      })
      .addCase(login.fulfilled, (state, action) => copyFlags(state, action.payload))
      .addCase(completeTwoStep.fulfilled, (state, action) => copyFlags(state, action.payload))
      .addCase(login.rejected, (state) => {
        state.active = false;
        state.checked = true;
      });
  },
});

export const { set: setSession, reset: resetSession } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** Log out: DELETE /session, then reset the session (and with it all state). */
export const logout = createAsyncThunk<void, void, ThunkConfig>(
  'session/logout',
  async (_arg, { dispatch, rejectWithValue }) => {
    const result = await http.delete<{ message: string }>('/session', { base: 'root' });
    // Reset locally even when the call fails: the visitor asked to leave this screen.
    dropAllUnsaved();
    dispatch(resetSession());
    if (!result.ok) return rejectWithValue(result.error);
  },
);
