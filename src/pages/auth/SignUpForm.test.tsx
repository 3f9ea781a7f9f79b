import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

describe('sign-up form', () => {
  it.each(['consumer', 'professional'] as const)(
    '%s: posts the spec payload, toasts, logs in and goes to the terms step',
    async (role) => {
      const calls: { path: string; body: unknown }[] = [];
      const route: FakeRoute = ({ path, body }) => {
        calls.push({ path, body });
        if (path === '/api/register')
          return jsonReply(201, { message: 'Created', user: { ...sampleUser, role } });
        if (path === '/api/login') return jsonReply(200, { token: 'jwt-new', user: { ...sampleUser, role } });
        return jsonReply(404);
      };
      const { store, storedSession } = createTestStore({ route });
      const { router } = renderRoute(`/account-creation/${role}`, store);
      const email = await screen.findByPlaceholderText('Email or Phone number');
      expect(email).toHaveAttribute('type', 'text');
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Full name'), ' Asha Verma ');
      await user.type(email, 'new@example.in');
      await user.type(screen.getByLabelText('Password'), 'Secret@123');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/account-creation/successful'));
      expect(calls[0]).toEqual({
        path: '/api/register',
        body: {
          name: 'Asha Verma',
          email: 'new@example.in',
          password: 'Secret@123',
          role,
          consultationTypes: [''],
        },
      });
      expect(calls[1]).toEqual({
        path: '/api/login',
        body: { email: 'new@example.in', password: 'Secret@123' },
      });
      expect(storedSession()).toEqual({ token: 'jwt-new', userId: 'u1' });
    },
  );

  it('asks for the email when it is missing', async () => {
    const { store, fetchMock } = createTestStore();
    renderRoute('/account-creation/consumer', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid Email or phone number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the 409 server message', async () => {
    const { store } = createTestStore({
      route: () =>
        jsonReply(409, { message: 'An account with this email already exists.', code: 'conflict' }),
    });
    renderRoute('/account-creation/consumer', store);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByPlaceholderText('Email or Phone number'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2),
    );
  });

  it('asks for a name, and shows the password rule before it fails, ticking it once met', async () => {
    const { store, fetchMock } = createTestStore();
    renderRoute('/account-creation/professional', store);
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Email or Phone number'), 'new@example.in');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules).toHaveTextContent('At least 8 characters');
    expect(rules).toHaveTextContent('Not a common password such as Password123');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', 'signup-password-rules');
    await user.type(screen.getByLabelText('Password'), 'Short1!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Adv. Priya Nair');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(rules).toHaveTextContent('(not yet)');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(rules).toHaveTextContent('(met)');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a bad-input reason as the server words it, without a field key in front', async () => {
    const { store } = createTestStore({
      route: () =>
        jsonReply(400, {
          message: 'This password is too common. Please choose another.',
          code: 'validation_error',
          field: 'password',
        }),
    });
    renderRoute('/account-creation/consumer', store);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByPlaceholderText('Email or Phone number'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getAllByText('This password is too common. Please choose another.')).toHaveLength(2),
    );
    expect(screen.queryByText(/^password:/)).toBeNull();
  });
});
