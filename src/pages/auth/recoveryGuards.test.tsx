// The code and new-password screens need what the previous step put in navigation state; a visitor who lands on
// them directly (bookmark, reload in another tab, typed URL) is sent back to the start of recovery.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

describe('password recovery without navigation state', () => {
  it.each([
    ['/forget-password/otp', undefined],
    ['/forget-password/otp', { resendAfterSeconds: 30 }], // no email
    ['/forget-password/reset', undefined],
    ['/forget-password/reset', { email: 'asha@example.in' }], // no reset token
  ])('%s with state %j goes back to /forget-password', async (pathname, state) => {
    const { store, fetchMock } = createTestStore();
    const { router } = renderRoute({ pathname, state }, store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password'));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Digit 1')).toBeNull();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
