import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { resourceReducers } from './resources';
import { overviewReducer } from './overview-slice';
import { resetSession, sessionReducer } from './session-slice';

const combined = combineReducers({
  session: sessionReducer,
  overview: overviewReducer,
  ...resourceReducers,
});

export type RootState = ReturnType<typeof combined>;

/** Resets every slice on the session reset action (logout), so no data outlives a session. */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(resetSession.match(action) ? undefined : state, action);
}
