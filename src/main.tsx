// Renderer entry, the same for the website and the desktop app: pick the platform, build the one
// RootStore, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { detectPlatform } from './platform';
import { createRootStore } from './stores/RootStore';
import './theme/global.css';

const store = createRootStore(detectPlatform());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
