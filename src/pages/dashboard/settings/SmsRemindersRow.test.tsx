// 'Reminders by SMS' (#58) on Call & Communication: usable only with a number on the account, saved as smsReminders.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

function visit(phone: string | undefined) {
  const puts: unknown[] = [];
  const test = createTestStore({
    session: { token: 'jwt', userId: 'u1' },
    route: ({ path, method, body }) => {
      if (path === '/api/validate-token')
        return jsonReply(200, { ...sampleUser, ...(phone ? { phone } : {}) });
      if (path === '/api/settings' && method === 'PUT') {
        puts.push(body);
        return jsonReply(200, { smsReminders: true });
      }
      if (path === '/api/settings') return jsonReply(200, {});
      return jsonReply(404);
    },
  });
  renderRoute('/dashboard/settings/call-settings', test.store);
  return { ...test, puts };
}

describe('Reminders by SMS', () => {
  it('stays off and points to Security & privacy while the account has no number', async () => {
    const { puts } = visit(undefined);
    const toggle = await screen.findByRole('switch', { name: 'Reminders by SMS' });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Add a mobile number to your account first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a mobile number' })).toHaveAttribute(
      'href',
      '/dashboard/settings/security-privacy',
    );
    await userEvent.click(toggle);
    expect(puts).toEqual([]);
  });

  it('turns on with a number on the account, naming it masked', async () => {
    const { puts } = visit('+91 98••••3210');
    expect(
      await screen.findByText(
        'Consultation reminders 24 hours and 15 minutes before, also texted to +91 98••••3210.',
      ),
    ).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Reminders by SMS' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(puts).toEqual([{ smsReminders: true }]));
  });
});
