// Starts the renderer (main.tsx imports this): pick the platform, build the one RootStore, render.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLanguage } from './i18n';
import { languageOfHomePath } from './layouts/public/homePaths';
import { detectPlatform } from './platform';
import { createRootStore } from './stores/RootStore';

const store = createRootStore(detectPlatform());
// /hi and /ta are the home page in their language, whatever was chosen before: no first paint in another.
const addressed = languageOfHomePath(window.location.pathname);
if (addressed) store.ui.setLanguage(addressed);

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for one long task (Lighthouse TBT); the prerendered home page stays on screen until it commits.
// After the reader's language has loaded, so a Hindi or Tamil reader's first paint is not English (a top-level
// await here would split the first load into many more scripts).
void activateLanguage(store.ui.language).finally(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  }),
);
