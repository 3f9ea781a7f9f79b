// Payout settings' PAN for TDS: what a PAN changes (from the dated rates), the PAN masked once given, the
// server's refusal of a malformed one shown, and a saved one replacing the warning.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayoutAccountReply } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const lawyer = { ...sampleUser, role: 'professional' as const };
const noPan: PayoutAccountReply = { account: null, pan: null, twoFactor: false };

function open() {
  const sent: unknown[] = [];
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, lawyer);
    if (request.path === '/api/earnings/payout-account') return jsonReply(200, noPan);
    if (request.path === '/api/earnings/pan') {
      sent.push(request.body);
      const { pan } = request.body as { pan: string };
      return /^[A-Z]{5}\d{4}[A-Z]$/.test(pan)
        ? jsonReply(200, { ...noPan, pan: { masked: 'XXXXXX234F', givenAt: '2030-01-07T04:00:00.000Z' } })
        : jsonReply(400, {
            message: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F).',
            code: 'bad_request',
            field: 'pan',
          });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  renderRoute(
    '/dashboard/earnings/payout-settings',
    createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store,
  );
  return { sent };
}

describe('PayoutSettingsPage PAN', () => {
  it('says what a PAN changes, shows a refusal, and the PAN masked once saved', async () => {
    const { sent } = open();
    expect(await screen.findByText('No PAN given: TDS is 5 % of your gross.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'With a PAN, no TDS while your gross through LexSetu this financial year stays within ₹5,00,000, then 0.1 % (section 194-O). Without a PAN, TDS is 5 % from the first rupee.',
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'PAN' });
    await userEvent.type(within(form).getByLabelText('PAN'), 'abcd1234f');
    await userEvent.type(within(form).getByLabelText('Your password'), 'Lawyer@2030!');
    await userEvent.click(within(form).getByRole('button', { name: 'Save PAN' }));
    expect(await within(form).findByText(/PAN must be 5 letters, 4 digits and a letter/)).toBeInTheDocument();
    expect(sent).toEqual([{ pan: 'ABCD1234F', password: 'Lawyer@2030!' }]);

    await userEvent.clear(within(form).getByLabelText('PAN'));
    await userEvent.type(within(form).getByLabelText('PAN'), 'abcde1234f');
    await userEvent.click(within(form).getByRole('button', { name: 'Save PAN' }));
    expect(await screen.findByText('PAN XXXXXX234F, given on 01/07/2030.')).toBeInTheDocument();
    expect(screen.queryByText('No PAN given: TDS is 5 % of your gross.')).toBeNull();
    expect(sent.at(-1)).toEqual({ pan: 'ABCDE1234F', password: 'Lawyer@2030!' });
  });
});
