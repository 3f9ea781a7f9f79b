// The router's fallback (spec section 2) when a route's loader or element throws.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new Error('Profile data is corrupt');
}

const open = (route: object) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [{ path: '/', errorElement: <RouteError />, HydrateFallback: () => null, ...route }],
        {
          initialEntries: ['/'],
        },
      )}
    />,
  );

describe('RouteError', () => {
  // React logs caught render errors; keep the test output clean.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => quiet.mockClear());

  it('shows the spec heading and the error text when an element throws', async () => {
    open({ element: <Broken /> });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Profile data is corrupt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the error text when a loader throws', async () => {
    open({
      loader: () => {
        throw new Error('Could not reach the server');
      },
      element: <p>never shown</p>,
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server')).toBeInTheDocument();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('names the status of a thrown response', async () => {
    open({
      loader: () => {
        throw new Response(null, { status: 404, statusText: 'Not Found' });
      },
      element: <p>never shown</p>,
    });
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
  });
});
