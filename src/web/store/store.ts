import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState: preloadedState as RootState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
