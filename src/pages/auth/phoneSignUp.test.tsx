// Sign-up and recovery with a mobile number (#58): the number is accepted where the spec says 'Email or Phone
// number', the code screen proves it (its SMS in the demo SMS inbox), then the new account signs in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { looksLikeEmail } from './parts/email';

const typed = '+91 98765 43210';

describe('looksLikeEmail', () => {
  it('takes an e-mail or an Indian mobile number in any spelling, nothing else', () => {
    for (const ok of ['asha@example.in', '9876543210', '+91 98765-43210', '098765 43210'])
      expect(looksLikeEmail(ok)).toBe(true);
    for (const bad of ['', '12345', '+91 58765 43210', 'asha@', '98765 4321'])
      expect(looksLikeEmail(bad)).toBe(false);
  });
});

describe('sign-up with a mobile number', () => {
  it('goes to the code screen, proves the number with the SMS code, then signs in and goes on', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const route: FakeRoute = ({ path, body }) => {
      calls.push({ path, body });
      if (path === '/api/register')
        return jsonReply(201, {
          message: 'Account created successfully',
          user: { ...sampleUser, email: '' },
          phoneCode: { resendAfterSeconds: 60, demoSms: true },
        });
      if (path === '/api/verify-otp') return jsonReply(200, { message: 'OTP verified', resetToken: 'rt' });
      if (path === '/api/login') return jsonReply(200, { token: 'jwt-phone', user: sampleUser });
      return jsonReply(404);
    };
    const { store, storedSession } = createTestStore({ route });
    const { router } = renderRoute('/account-creation/consumer', store);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Meena');
    await user.type(screen.getByPlaceholderText('Email or Phone number'), typed);
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget-password/otp');
    // No sign-in before the number is proven.
    expect(calls.map((c) => c.path)).toEqual(['/api/register']);
    expect(screen.getByRole('link', { name: 'Open the demo SMS inbox' })).toHaveAttribute(
      'href',
      `/demo/sms?phone=${encodeURIComponent(typed)}`,
    );
    expect(screen.getByText('Resend code in 60s')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Digit 1'));
    await user.keyboard('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-creation/successful'));
    // (Signed in, the app then loads the user's settings.)
    expect(calls.slice(1, 3)).toEqual([
      { path: '/api/verify-otp', body: { email: typed, otp: '123456' } },
      { path: '/api/login', body: { email: typed, password: 'Secret@123' } },
    ]);
    expect(storedSession()).toEqual({ token: 'jwt-phone', userId: 'u1' });
  });

  it('refuses what is neither an e-mail nor a mobile number with the spec message', async () => {
    const { store, fetchMock } = createTestStore();
    renderRoute('/account-creation/consumer', store);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Meena');
    await user.type(screen.getByPlaceholderText('Email or Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid Email or phone number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('password recovery with a mobile number', () => {
  it('sends the number, then links the code screen to the demo SMS inbox', async () => {
    const { store } = createTestStore({
      route: ({ path, body }) => {
        expect(path).toBe('/api/forgot-password');
        expect(body).toEqual({ email: '9876543210' });
        return jsonReply(200, { message: 'sent', resendAfterSeconds: 60, demoInbox: true, demoSms: true });
      },
    });
    renderRoute('/forget-password', store);
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Email or Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the demo SMS inbox' })).toHaveAttribute(
      'href',
      '/demo/sms?phone=9876543210',
    );
    expect(screen.queryByRole('link', { name: 'Open the demo inbox' })).toBeNull();
  });
});
