import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const mail = {
  _id: 'm1',
  to: 'asha@example.in',
  subject: 'Your LexSetu verification code',
  text: 'Your LexSetu verification code is 123456.',
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('DemoInboxPage', () => {
  it('lists the mails for the email in the address', async () => {
    const { store, fetchMock } = createTestStore({ route: () => jsonReply(200, [mail]) });
    renderRoute('/demo/inbox?email=asha%40example.in', store);
    expect(await screen.findByText('Your LexSetu verification code is 123456.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/demo/inbox?email=asha%40example.in');
  });

  it('offers the calendar invite of a mail that has one', async () => {
    const invite = {
      ...mail,
      _id: 'm2',
      subject: 'Consultation confirmed',
      calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    };
    const { store } = createTestStore({ route: () => jsonReply(200, [mail, invite]) });
    renderRoute('/demo/inbox?email=asha%40example.in', store);
    const link = await screen.findByRole('link', { name: 'Calendar invite (invite.ics)' });
    expect(link).toHaveAttribute('download', 'invite.ics');
    expect(link.getAttribute('href')).toContain('BEGIN%3AVCALENDAR');
    expect(screen.getAllByRole('link', { name: 'Calendar invite (invite.ics)' })).toHaveLength(1);
  });

  it('says the inbox is off when the API answers 404 (SMTP configured, or hosted)', async () => {
    const { store } = createTestStore({
      route: () => jsonReply(404, { message: 'Not found', code: 'not_found' }),
    });
    renderRoute('/demo/inbox', store);
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Show mails' }));
    expect(await screen.findByText(/demo inbox is off on this server/)).toBeInTheDocument();
  });
});
