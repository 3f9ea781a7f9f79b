import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('logs in: token saved, toast, then /dashboard/schedules after 800 ms', async () => {
    const route: FakeRoute = ({ path, body }) => {
      if (path === '/api/login') {
        expect(body).toEqual({ email: 'asha@example.in', password: 'Demo@1234' });
        return jsonReply(200, { token: 'jwt-1', user: sampleUser });
      }
      if (path === '/api/validate-token') return jsonReply(200, sampleUser);
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const { store, storedSession } = createTestStore({ route });
    const { router } = renderRoute('/login', store);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await fillAndSubmit('asha@example.in', 'Demo@1234');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(storedSession()).toEqual({ token: 'jwt-1', userId: 'u1' });
    expect(store.auth.isLoggedIn).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/schedules'));
    expect(timers.mock.calls.some(([, delay]) => delay === 800)).toBe(true);
    timers.mockRestore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedules' })).toBeInTheDocument();
  });

  it('signs in with a mobile number typed into the same field (the server normalises it)', async () => {
    const route: FakeRoute = ({ path, body }) => {
      if (path === '/api/login') {
        expect(body).toEqual({ email: '+91 98765 43210', password: 'Demo@1234' });
        return jsonReply(200, { token: 'jwt-2', user: sampleUser });
      }
      if (path === '/api/validate-token') return jsonReply(200, sampleUser);
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const { store } = createTestStore({ route });
    renderRoute('/login', store);
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'text');
    await fillAndSubmit('+91 98765 43210', 'Demo@1234');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(store.auth.isLoggedIn).toBe(true);
  });

  it('shows the server message of a 400 inline and as a toast, and re-enables the button', async () => {
    const { store } = createTestStore({
      route: () => jsonReply(400, { message: 'Invalid email or password.', code: 'validation_error' }),
    });
    const { router } = renderRoute('/login', store);
    await fillAndSubmit('asha@example.in', 'wrong');
    // inline red text + toast
    await waitFor(() => expect(screen.getAllByText('Invalid email or password.')).toHaveLength(2));
    expect(document.querySelector('.form-error')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says it cannot connect when no response comes back', async () => {
    const { store } = createTestStore({ route: () => new TypeError('Failed to fetch') });
    renderRoute('/login', store);
    await fillAndSubmit('asha@example.in', 'Demo@1234');
    const text = 'Unable to connect to the server. Please try again later.';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  });

  it("reads 'Logging In...' and is disabled while sending", async () => {
    let answer: () => void = () => {};
    const { store } = createTestStore();
    store.api.call = (() =>
      new Promise<unknown>((resolve) => {
        answer = () => resolve({ token: 'jwt', user: sampleUser });
      })) as typeof store.api.call;
    renderRoute('/login', store);
    await fillAndSubmit('asha@example.in', 'Demo@1234');
    expect(screen.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { store } = createTestStore();
    renderRoute('/login', store);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
