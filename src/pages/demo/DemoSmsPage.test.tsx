import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const sms = {
  _id: 's1',
  to: '+919876543210',
  text: '123456 is your LexSetu verification code. It expires in 10 minutes. Do not share it. - LexSetu',
  templateId: 'demo-code',
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('DemoSmsPage', () => {
  it('lists the texts of the number typed', async () => {
    const { store, fetchMock } = createTestStore({ route: () => jsonReply(200, [sms]) });
    renderRoute('/demo/sms', store);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Show text messages' }));
    expect(await screen.findByText(sms.text)).toBeInTheDocument();
    expect(screen.getByText(/To \+919876543210/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/demo/sms?phone=98765+43210');
  });

  it('says the inbox is off when the API answers 404 (a real gateway, or hosted)', async () => {
    const { store } = createTestStore({
      route: () => jsonReply(404, { message: 'Not found', code: 'not_found' }),
    });
    renderRoute('/demo/sms?phone=9876543210', store);
    expect(await screen.findByRole('alert')).toHaveTextContent('The demo SMS inbox is off on this server');
  });
});
