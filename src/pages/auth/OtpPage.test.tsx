import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const visit = (route: FakeRoute, state: object = { email: 'asha@example.in', resendAfterSeconds: 0 }) => {
  const test = createTestStore({ route });
  const view = renderRoute({ pathname: '/forget-password/otp', state }, test.store);
  return { ...test, ...view };
};

describe('OtpPage', () => {
  it('submits by itself once six digits are typed, then goes to reset with the token', async () => {
    const { router, fetchMock } = visit(({ path, body }) => {
      if (path === '/api/verify-otp') {
        expect(body).toEqual({ email: 'asha@example.in', otp: '123456' });
        return jsonReply(200, { message: 'OTP verified', resetToken: 'rt-1' });
      }
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    });
    expect(await screen.findByText('You have received a 6-digit verification code')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1'));
    await user.keyboard('123456');
    expect(await screen.findByText('OTP verified successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password/reset'));
    expect(router.state.location.state).toEqual({ email: 'asha@example.in', resetToken: 'rt-1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the 400 server message and clears the boxes', async () => {
    visit(() => jsonReply(400, { message: 'Invalid or expired code.', code: 'validation_error' }));
    const first = await screen.findByLabelText('Digit 1');
    fireEvent.paste(first, { clipboardData: { getData: () => '000000' } });
    await waitFor(() => expect(screen.getAllByText('Invalid or expired code.')).toHaveLength(2));
    expect((screen.getByLabelText('Digit 6') as HTMLInputElement).value).toBe('');
  });

  it('resends the code and counts the cooldown down', async () => {
    const { fetchMock } = visit(({ path, body }) => {
      expect(path).toBe('/api/forgot-password');
      expect(body).toEqual({ email: 'asha@example.in' });
      return jsonReply(200, { message: 'sent', resendAfterSeconds: 30, demoInbox: true });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Resend code in 30s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await screen.findByText('Resend code in 29s');
  });

  it('links to the demo inbox for the email when the code went there', async () => {
    visit(() => jsonReply(404), { email: 'asha@example.in', resendAfterSeconds: 0, demoInbox: true });
    expect(await screen.findByRole('link', { name: 'Open the demo inbox' })).toHaveAttribute(
      'href',
      '/demo/inbox?email=asha%40example.in',
    );
  });

  it('shows no demo-inbox link when the server has none (SMTP or hosted)', async () => {
    visit(() => jsonReply(404), { email: 'asha@example.in', resendAfterSeconds: 0, demoInbox: false });
    expect(await screen.findByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the demo inbox' })).toBeNull();
  });
});
