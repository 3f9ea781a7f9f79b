// Router fallback for anything thrown while loading or rendering a route (spec section 2).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '@/i18n';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouteError() {
  const error = useRouteError();
  const t = useT();
  return (
    <main className="page route-error">
      <h1>{t('Unexpected Application Error!')}</h1>
      <p>{describe(error)}</p>
      <a href="/">{t('Back to the home page')}</a>
    </main>
  );
}
