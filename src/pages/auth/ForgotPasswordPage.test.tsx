import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

async function visitAndSend(route: FakeRoute, email: string) {
  const test = createTestStore({ route });
  const view = renderRoute('/forget-password', test.store);
  const field = await screen.findByLabelText('Email');
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  return { ...test, ...view };
}

describe('ForgotPasswordPage', () => {
  it('requires an email', async () => {
    const { fetchMock } = await visitAndSend(() => jsonReply(200), '');
    expect(screen.getByText('Please enter a valid email or phone number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to the code screen with the email in navigation state', async () => {
    const { router } = await visitAndSend(
      () => jsonReply(200, { message: 'sent', resendAfterSeconds: 60, demoInbox: true }),
      'asha@example.in',
    );
    expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password/otp'));
    expect(router.state.location.state).toEqual({
      email: 'asha@example.in',
      resendAfterSeconds: 60,
      demoInbox: true,
    });
    expect(await screen.findByText('Resend code in 60s')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the demo inbox' })).toBeInTheDocument();
  });

  it('shows no demo-inbox link when the server mails the code for real', async () => {
    await visitAndSend(
      () => jsonReply(200, { message: 'sent', resendAfterSeconds: 60, demoInbox: false }),
      'asha@example.in',
    );
    expect(await screen.findByText('Resend code in 60s')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the demo inbox' })).toBeNull();
  });

  it('on 404 says to register first', async () => {
    await visitAndSend(() => jsonReply(404, { message: 'No user', code: 'not_found' }), 'who@example.in');
    await waitFor(() =>
      expect(screen.getAllByText('User not found. Please register first.')).toHaveLength(2),
    );
  });
});
