// Test setup for the renderer (jsdom): jest-dom matchers, cleanup between tests, and the browser APIs
// that antd expects but jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage } from '@/i18n';
import { loadInstantStore } from '@/stores/instantStoreLoader';
import { loadAdminStores, loadScreenStores } from '@/stores/RootStore';
import { loadUserChannelSocket } from '@/stores/UserChannel';

// The app fetches the screens' stores with each lazily loaded route, and the contract when a store first asks
// for data (both before a screen needs them); tests build screens directly. Loaded here once per file, as the
// contract used to be through the API client's import, so a test's 5-s wait does not time the transform of zod.
// English's plural messages too, which the app loads before its first render, and the user channel's socket
// code, which the app fetches on sign-in, and the admin navigation icons an admin's frame fetches (a test ending
// while their import is still in flight fails at teardown).
await Promise.all([
  loadScreenStores(),
  loadAdminStores(),
  loadInstantStore(),
  loadUserChannelSocket(),
  import('../layouts/dashboard/adminNavIcons'),
  import('@contract'),
  activateLanguage('English'),
]);

// Lazy routes and antd render slowly on a busy 2-core CI machine, now with a vitest worker on each core: wait up
// to 10 s (not 1 s) for what must appear. A wait ends as soon as it appears, so passing tests take no longer.
configure({ asyncUtilTimeout: 10_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd's Grid/responsive hooks subscribe to media queries.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom throws "Not implemented" for pseudo-element styles, which antd asks for when measuring.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

// antd measures some components with ResizeObserver.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

// jsdom has no layout: scrolling is "not implemented" (and logged). The router shell scrolls on every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

// jsdom (31+) knows the transition and animation style properties but never runs one, so no `transitionend`
// ever fires: antd's motion (rc-motion, which looks for those properties) would wait forever to remove a
// closed modal. Without them it finishes at once, as jsdom 27 and reduced-motion browsers do.
{
  const style = document.createElement('div').style;
  let owner: object | null = Object.getPrototypeOf(style);
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'transition')) owner = Object.getPrototypeOf(owner);
  for (const name of ['transition', 'animation'])
    for (const prefix of ['', 'Webkit', 'webkit', 'Moz', 'ms', 'O'])
      if (owner)
        delete (owner as Record<string, unknown>)[
          prefix ? prefix + name[0].toUpperCase() + name.slice(1) : name
        ];
}
