// Schedules, the dashboard's landing screen, in Hindi and in Tamil: the heading, tabs, overview, card texts and
// buttons come from the dashboard catalogues (the names, topics and numbers stay as they are), and English
// comes back afterwards.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, type UiLanguage } from '@/i18n';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const counts = { upcoming: 1, live: 0, completed: 0 };
const booking = {
  _id: 'b1',
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '21:30',
  startAt: '2030-01-08T16:00:00.000Z',
  endAt: '2030-01-08T16:30:00.000Z',
  minutes: 30,
  mode: 'video',
  topic: 'Tenancy notice',
  pricePaise: 105000,
  ratePaise: 3500,
  meteredMinutes: null,
  toBeRefundedPaise: 0,
  status: 'confirmed',
  paidAt: null,
  paymentDueAt: null,
  cancelReason: null,
  refund: null,
  myRole: 'client',
  otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
  address: 'New Delhi, Delhi',
  documents: [],
  reschedule: { _id: 'r1', date: '2030-01-09', slot: '11:00', proposedByMe: false },
};

/** Opens Schedules in a language: loaded first, and the app's saved choice, so its provider keeps it. */
async function visitIn(language: UiLanguage) {
  await activateLanguage(language);
  localStorage.setItem('language', language);
  const route: FakeRoute = ({ path }) => {
    if (path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (path.startsWith('/api/schedules?tab=upcoming'))
      return jsonReply(200, { tab: 'upcoming', items: [booking], counts });
    if (path.startsWith('/api/schedules?tab=live')) return jsonReply(200, { tab: 'live', items: [], counts });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/schedules', test.store);
}

afterEach(async () => {
  await activateLanguage('English');
});

describe('Schedules in Hindi and Tamil', () => {
  it('speaks Hindi: heading, tabs, card and buttons', async () => {
    await visitIn('Hindi');
    expect(await screen.findByRole('heading', { level: 1, name: 'शेड्यूल' })).toBeInTheDocument();
    expect(screen.getByText('आपके आगामी, लाइव और पूर्ण परामर्श।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वकील खोजें' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Tenancy notice' });
    expect(screen.getByRole('tab', { name: /आगामी/, selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('1 आगामी')).toBeInTheDocument();
    expect(within(item).getByText('दीवानी वकील')).toBeInTheDocument();
    expect(within(item).getByText('वीडियो चैट')).toBeInTheDocument();
    expect(within(item).getByText(/^Adv\. Rohan Mehta समय बदलकर .+ करना चाहते हैं।$/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'नया समय स्वीकार करें' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'सबूत अपलोड करें' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /लाइव/ }));
    expect(await screen.findByText('कोई लाइव शेड्यूल उपलब्ध नहीं है।')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('speaks Tamil: heading, tabs, card and buttons', async () => {
    await visitIn('Tamil');
    expect(await screen.findByRole('heading', { level: 1, name: 'அட்டவணைகள்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'வழக்கறிஞரைக் கண்டறி' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Tenancy notice' });
    expect(screen.getByRole('tab', { name: /வரவிருப்பவை/, selected: true })).toBeInTheDocument();
    expect(within(item).getByText('வழக்கறிஞர் (உரிமையியல்)')).toBeInTheDocument();
    expect(within(item).getByText('வீடியோ அரட்டை')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'புதிய நேரத்தை ஏற்றுக்கொள்' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'ஆதாரத்தைப் பதிவேற்று' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /நேரலை/ }));
    expect(await screen.findByText('நேரலை அட்டவணைகள் எதுவும் இல்லை.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
  });

  it('comes back in English', async () => {
    await visitIn('English');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedules' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Tenancy notice' });
    expect(within(item).getByRole('button', { name: 'Accept new time' })).toBeInTheDocument();
    expect(within(item).getByText('Civil Lawyer')).toBeInTheDocument();
  });
});
