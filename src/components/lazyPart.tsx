// A part of a screen its first paint does not need (a dialog before it opens, a table that shows once the data
// has come): its module is fetched when the screen first renders the part, not with the route's chunk, so the
// screen paints without waiting for it (bench/bundle-size.mjs counts what a route imports statically). The part
// renders `fallback` until its module has arrived; a dialog's fallback is nothing, as it shows nothing while
// closed. A fallback drawn from the part's props (a field's box, with its class and value) is a function of them.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** What shows until the part's module has come: fixed, or drawn from the part's props. */
type Fallback<P> = ReactNode | ((props: P) => ReactNode);

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: Fallback<P> = null,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/**
 * A lazyPart whose module is requested as soon as the module that defines it is evaluated (when a screen that
 * has it is opened), for a part the screen shows once its data has come (a table, a list's rows) or once a
 * dialog opens: it comes down while the screen waits, not after. A failed early request is made again when
 * the part first renders.
 */
export function earlyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: Fallback<P> = null,
): ComponentType<P> {
  const early = load();
  early.catch(() => undefined);
  return lazyPart(() => early.catch(load), fallback);
}
