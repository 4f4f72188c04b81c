import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { resourceReducers } from './resources';
import { overviewReducer } from './overview-slice';
import { accountListReducers } from './accounts';
import { myProjectsReducer } from './my-projects-slice';
import { resetSession, sessionReducer } from './session-slice';
import { historyReducer } from './history-slice';
import { trashReducer } from './trash-slice';
import { stockReducer } from './stock-slice';
import { searchReducer } from './search-slice';
import { notificationsReducer } from './notifications-slice';
import { viewsReducer } from './views-slice';

const combined = combineReducers({
  session: sessionReducer,
  overview: overviewReducer,
  ...resourceReducers,
  ...accountListReducers,
  myProjects: myProjectsReducer,
  history: historyReducer,
  trash: trashReducer,
  stock: stockReducer,
  search: searchReducer,
  notifications: notificationsReducer,
  views: viewsReducer,
});

export type RootState = ReturnType<typeof combined>;

/** Resets every slice on the session reset action (logout), so no data outlives a session. */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(resetSession.match(action) ? undefined : state, action);
}
