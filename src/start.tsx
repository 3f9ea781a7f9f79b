// Starts the renderer (main.tsx imports this): pick the platform, build the one RootStore, render.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { detectPlatform } from './platform';
import { createRootStore } from './stores/RootStore';

const store = createRootStore(detectPlatform());

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for one long task (Lighthouse TBT); the prerendered home page stays on screen until it commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
