import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { authPersistence } from '../session/auth.persistence';
import { authReducer } from '../session/auth.slice';
import { chatReducer } from '../features/chat/chat.slice';
import { layoutPersistence, readStoredLayout } from '../session/layout.persistence';
import { layoutReducer } from '../session/layout.slice';

const rootReducer = combineReducers({
  auth: authReducer,
  layout: layoutReducer,
  chat: chatReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests build a fresh one each, the app builds one at boot. */
export function createStore(preloaded?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { layout: readStoredLayout(), ...preloaded },
    middleware: (getDefault) =>
      getDefault().prepend(authPersistence.middleware, layoutPersistence.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
