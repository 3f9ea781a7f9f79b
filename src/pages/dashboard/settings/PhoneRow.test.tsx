import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsSchema } from '@contract';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

function visit(phoneRoute: FakeRoute) {
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path.startsWith('/api/account/phone')) return phoneRoute(request);
    if (request.path === '/api/sessions') return jsonReply(200, { items: [], nextCursor: null });
    if (request.path === '/api/settings') return jsonReply(200, settingsSchema.parse({}));
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return renderRoute('/dashboard/settings/security-privacy', test.store);
}

describe('Security & privacy: mobile number', () => {
  it('sends a code, then saves the number with code and password and shows it masked', async () => {
    const sent: unknown[] = [];
    visit(({ path, body }) => {
      sent.push(body);
      if (path === '/api/account/phone/code')
        return jsonReply(200, { message: 'Code sent', resendAfterSeconds: 60, demoSms: true });
      return jsonReply(200, { message: 'Mobile number saved', phone: '+91 98••••3210' });
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Not added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('link', { name: 'Open the demo SMS inbox' })).toHaveAttribute(
      'href',
      '/demo/sms?phone=98765%2043210',
    );
    await user.type(screen.getByLabelText('Code sent by SMS'), '123456');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('+91 98••••3210')).toBeInTheDocument();
    expect(sent).toEqual([
      { phone: '98765 43210' },
      { phone: '98765 43210', code: '123456', password: 'Demo@1234' },
    ]);
  });

  it("shows the server's refusal (a number on another account)", async () => {
    visit(() =>
      jsonReply(409, {
        message: 'This mobile number is already on another account.',
        code: 'conflict',
        field: 'phone',
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already on another account');
  });
});
