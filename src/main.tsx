import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { navigationSettled } from './api/errors';
import { wireErrorEffects } from './app/errorEffects';
import { createAppRouter } from './app/router';
import { createStore } from './app/store';
import { initI18n } from './i18n/i18n';
import './index.css';
import { setNavigate } from './lib/navigation';

/** Boot: i18n -> store -> router (ARCHITECTURE.md). */
async function boot() {
  const i18n = await initI18n();
  const store = createStore();
  const router = createAppRouter();
  setNavigate((to, options) => void router.navigate(to, options));
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') navigationSettled();
  });
  wireErrorEffects(store, i18n);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

void boot();
