// The Earnings screen and an admin screen for a reader whose saved language is Tamil: headings, balances,
// columns, the PAN warning with its figures filled in, plurals and buttons in Tamil script; amounts stay ₹.
import { defaultSettings, type Earnings } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const tamil = { ...defaultSettings, preferredLanguage: 'Tamil' as const };
const line = { grossPaise: 100110, feePaise: 0, gstPaise: 0, tdsPaise: 5006, netPaise: 95104 };
const earnings: Earnings = {
  period: 'all',
  feeBasisPoints: 0,
  gstBasisPoints: 1800,
  panGiven: false,
  lines: [
    {
      _id: 'payment-1',
      kind: 'consultation',
      date: '2030-01-08T05:00:00.000Z',
      description: 'Consultation: Lease review',
      counterpart: 'Kavya Client',
      tdsBasisPoints: 500,
      tdsReason: 'TDS 5 %: no PAN given',
      ...line,
    },
  ],
  totals: line,
  chart: [{ label: '2030-01', netPaise: 95104 }],
  balances: { earnedPaise: 95104, paidOutPaise: 0, inTransitPaise: 0, balancePaise: 95104 },
  statementMonths: ['2030-01'],
};
const pending = {
  _id: 'L9',
  name: 'Vasudha Anand',
  email: 'vasudha@example.in',
  title: 'Tax Lawyer',
  practiceAreas: ['Tax'],
  languages: ['Tamil'],
  city: 'Madurai',
  state: 'Tamil Nadu',
  yearsExperience: 4,
  ratePaise: 2500,
  bio: 'Tax advocate.',
  enrolmentNumber: 'TN/777/2020',
  barCouncil: 'Bar Council of Tamil Nadu',
  enrolmentYear: 2020,
  status: 'pending',
  submittedAt: '2024-06-01T09:00:00.000Z',
  certificate: null,
  rejectionReason: null,
};

function open(path: string, role: string) {
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    if (request.path === '/api/settings') return jsonReply(200, tamil);
    if (request.path.startsWith('/api/earnings?')) return jsonReply(200, earnings);
    if (request.path.startsWith('/api/admin/verifications'))
      return jsonReply(200, { items: [pending], nextCursor: null });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  renderRoute(path, createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store);
}

afterEach(async () => {
  await activateLanguage('English');
});

describe('in Tamil', () => {
  it('Earnings says its headings, balances, columns and the PAN warning in Tamil', async () => {
    open('/dashboard/earnings', 'professional');
    expect(await screen.findByRole('heading', { level: 1, name: 'வருவாய்' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(await screen.findByText('Consultation: Lease review')).toBeInTheDocument(); // the server's words
    const balances = screen.getByRole('region', { name: 'இருப்புகள்' });
    expect(within(balances).getByTestId('இருப்பு')).toHaveTextContent('₹951.04/-');
    expect(within(balances).getByText('நிகர வருவாய்')).toBeInTheDocument();
    expect(screen.getByText('இந்த வாரம்')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'நிகரம்' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'வாடிக்கையாளர்' })).toBeInTheDocument();
    expect(screen.getByText('ஆலோசனை')).toBeInTheDocument();
    expect(
      screen.getByText(
        'பான் வழங்கப்படவில்லை: டிடிஎஸ் உங்கள் மொத்தத் தொகையில் 5 %. பான் இருந்தால், இந்த நிதியாண்டின் மொத்தத் தொகை ₹5,00,000 வரை இருக்கும்வரை டிடிஎஸ் இல்லை, அதன் பிறகு 0.1 %.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'உங்கள் பான் எண்ணைச் சேர்க்கவும்' })).toHaveAttribute(
      'href',
      '/dashboard/earnings/payout-settings',
    );
    expect(screen.getByRole('button', { name: 'அறிக்கையைப் பதிவிறக்கு (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'வருவாய்ப் பக்கங்கள்' })).toHaveTextContent('பேஅவுட் வரலாறு');
  });

  it('an admin reviews a lawyer in Tamil, with plurals', async () => {
    open('/dashboard/admin/verifications', 'admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'வழக்கறிஞர் சரிபார்ப்புகள்' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('அனுபவம்4 ஆண்டுகள்');
    expect(card).toHaveTextContent('பதிவு எண்TN/777/2020');
    expect(within(card).getByText('சான்றிதழ் எதுவும் பதிவேற்றப்படவில்லை')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'நிராகரி' })).toBeInTheDocument();
  });
});
