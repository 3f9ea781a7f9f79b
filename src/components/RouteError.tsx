// Router fallback for anything thrown while loading or rendering a route (spec section 2).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="page route-error">
      <h1>Unexpected Application Error!</h1>
      <p>{describe(error)}</p>
      <a href="/">Back to the home page</a>
    </main>
  );
}
