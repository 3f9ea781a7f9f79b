// Renderer entry, the same for the website and the desktop app. Kept tiny: the app (React, the stores, the
// router) is in start.tsx, fetched from here. The stylesheets of the prerendered home page (vite-prerender.ts)
// are imported here so they are linked from <head> and style it before any script runs.
import './theme/global.css';
import './pages/public/public.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./start');
};

// With the prerendered home page in the document, the browser paints it first and only then fetches and runs
// the app, which replaces it: the first paint waits for neither (Lighthouse FCP/LCP). A timer set in an
// animation frame fires after that frame is painted. Hidden tabs paint no frames: they start at once, or
// when they are hidden before the first frame.
if (document.querySelector('#root > [inert]') && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start));
  document.addEventListener('visibilitychange', start, { once: true });
} else {
  start();
}
