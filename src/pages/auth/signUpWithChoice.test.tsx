// A visitor's consultation choice (from /consultation) carried through sign-up → terms → setup → Find experts.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const carried = '?problem=Property+registration&time=Min+15+min.&language=Tamil';

describe('sign-up carrying the consultation choice', () => {
  it('pre-selects its practice area at setup and ends onboarding on Find experts filtered by it', async () => {
    const posted: unknown[] = [];
    const route: FakeRoute = ({ path, body }) => {
      if (path === '/api/register') return jsonReply(201, { message: 'Created', user: sampleUser });
      if (path === '/api/login') return jsonReply(200, { token: 'jwt-new', user: sampleUser });
      if (path === '/api/validate-token') return jsonReply(200, sampleUser);
      if (path === '/api/consultation-types') {
        posted.push(body);
        return jsonReply(200, { message: 'Saved' });
      }
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const { store } = createTestStore({ route });
    const { router } = renderRoute(`/account-creation/consumer${carried}`, store);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByPlaceholderText('Email or Phone number'), 'new@example.in');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-creation/successful'));
    expect(router.state.location.search).toBe(carried);

    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-creation/setup'));
    expect(router.state.location.search).toBe(carried);

    expect(await screen.findByRole('button', { name: 'Property' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^1 selected/)).toBeInTheDocument();
    for (const name of ['Civil', 'Family', 'Tax', 'Real estate'])
      await user.click(screen.getByRole('button', { name }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/find-experts'));
    expect(router.state.location.search).toBe('?language=Tamil&area=Property');
    expect(posted).toEqual([{ selected: ['Property', 'Civil', 'Family', 'Tax', 'Real estate'] }]);
  });

  it('carries nothing that is not a choice the form offers', async () => {
    const { store } = createTestStore({
      route: ({ path }) =>
        path === '/api/validate-token'
          ? jsonReply(200, sampleUser)
          : jsonReply(404, { message: 'Not found', code: 'not_found' }),
    });
    const { router } = renderRoute(
      '/account-creation/successful?problem=Astrology&time=1h&language=Tamil',
      store,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-creation/setup'));
    expect(router.state.location.search).toBe('');
    await screen.findByRole('button', { name: 'Civil' });
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  });
});
