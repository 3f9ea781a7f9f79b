import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { StrengthBar } from './parts/StrengthBar';

describe('StrengthBar', () => {
  it.each([
    ['short', 'Weak', 'is-weak'],
    ['abcdefgh', 'Weak', 'is-weak'],
    ['Abcdefg1', 'Moderate', 'is-moderate'],
    ['abcdef1!', 'Moderate', 'is-moderate'],
    ['Abcdef1!', 'Strong', 'is-strong'],
  ])('%s is %s', (password, word, className) => {
    render(<StrengthBar password={password} />);
    expect(screen.getByText(word)).toBeInTheDocument();
    expect(screen.getByTestId('strength-bar')).toHaveClass(className);
  });
});

const visit = (route: FakeRoute) => {
  const test = createTestStore({ route });
  const view = renderRoute(
    { pathname: '/forget-password/reset', state: { email: 'asha@example.in', resetToken: 'rt-1' } },
    test.store,
  );
  return { ...test, ...view };
};

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('New password');
  if (password) await user.type(field, password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ResetPasswordPage', () => {
  it('requires both fields, equal, and Strong', async () => {
    const { fetchMock } = visit(() => jsonReply(200, { message: 'ok' }));
    await fill('', '');
    expect(screen.getByText('Please fill in both password fields.')).toBeInTheDocument();
    await fill('Abcdef1!', 'Abcdef1?');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a stronger password when not Strong', async () => {
    const { fetchMock } = visit(() => jsonReply(200, { message: 'ok' }));
    await fill('abcdefg1', 'abcdefg1');
    expect(screen.getByText('Please choose a stronger password.')).toBeInTheDocument();
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets with the token and goes to the confirmation', async () => {
    const { router } = visit(({ path, body }) => {
      expect(path).toBe('/api/reset-password');
      expect(body).toEqual({ email: 'asha@example.in', newPassword: 'Abcdef1!', resetToken: 'rt-1' });
      return jsonReply(200, { message: 'ok' });
    });
    await fill('Abcdef1!', 'Abcdef1!');
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password/confirmation'));
    expect(await screen.findByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
  });

  it('shows the 404 fallback of the reset rows', async () => {
    visit(() => jsonReply(404));
    await fill('Abcdef1!', 'Abcdef1!');
    await waitFor(() =>
      expect(screen.getAllByText('User not found. Please register first.')).toHaveLength(2),
    );
  });
});
