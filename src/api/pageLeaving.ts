// Whether this page is being left (a reload, a typed address, a link to another document). The browser drops the
// page's requests as it goes, and a request dropped that way got no answer: the network did not fail.
// Measured in Chromium: the dropped fetch rejects during the `pagehide` dispatch (the client decides a task later);
// `pageshow` ends it when the page comes back from the back/forward cache.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true), true);
  window.addEventListener('pageshow', () => (leaving = false), true);
}

export const isLeavingPage = (): boolean => leaving;
