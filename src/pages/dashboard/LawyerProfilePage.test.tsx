// The lawyer's profile as a client sees it: the header card (initials, Verified, title, city, languages, rate)
// with one action group (Book consultation first), the next 7 days of free slots where one click opens the
// booking form with that slot chosen, then about, practice areas and the enrolment block.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { dayLabel } from './experts/nextSlot';

const profile = {
  _id: 'L2',
  name: 'Adv. Priya Sharma',
  email: null,
  profession: 'Family Lawyer',
  image: null,
  ratePaise: 3100,
  followers: 10,
  clients: 4,
  positiveRatings: 90,
  description: 'Family matters, explained plainly.',
  enrolmentNumber: 'TN/1/2010',
  barCouncil: 'Bar Council of Tamil Nadu',
  enrolmentYear: 2010,
  yearsExperience: 14,
  practiceAreas: ['Family', 'Property'],
  languages: ['Tamil', 'English'],
  city: 'Chennai',
  state: 'Tamil Nadu',
  verified: true,
  followedByMe: false,
  premium: false,
};

function open(userId = 'u1', slotsOn: (date: string) => string[] = () => ['10:00', '10:30']) {
  const asked: string[] = [];
  const route: FakeRoute = ({ path }) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/validate-token') return jsonReply(200, { ...sampleUser, _id: userId });
    if (url.pathname === '/api/experts/L2') return jsonReply(200, profile);
    if (url.pathname === '/api/experts/L2/availability') {
      const date = url.searchParams.get('date') ?? '';
      asked.push(date);
      return jsonReply(200, {
        date,
        slots: slotsOn(date),
        minutes: 30,
        ratePaise: 3100,
        pricePaise: 0,
        firstConsultation: true,
        officeAddress: '',
      });
    }
    return jsonReply(200, { items: [], total: 0, page: 1, pageSize: 10 });
  };
  const test = createTestStore({ session: { token: 'jwt', userId }, route });
  renderRoute('/dashboard/lawyer-profile/L2', test.store);
  return { asked };
}

describe('Lawyer profile', () => {
  it('shows the header card with the action group, Book consultation first', async () => {
    open();
    const article = await screen.findByRole('article', { name: 'Adv. Priya Sharma' });
    expect(
      within(article).getByRole('heading', { level: 2, name: /Adv\. Priya Sharma/ }),
    ).toBeInTheDocument();
    expect(within(article).getByText('PS')).toBeInTheDocument();
    expect(within(article).getByText('Verified', { exact: true })).toBeInTheDocument();
    expect(within(article).getByText('Family Lawyer')).toBeInTheDocument();
    expect(article.querySelector('.lawyer-profile-facts')).toHaveTextContent('Chennai, Tamil Nadu');
    expect(within(article).getByText('Tamil, English')).toBeInTheDocument();
    expect(within(article).getByText('₹31/- per minute')).toBeInTheDocument();
    const actions = within(article).getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Book consultation', 'Message', 'Follow']);
    expect(within(article).getByText('Family matters, explained plainly.')).toBeInTheDocument();
    const areas = within(article).getByRole('list', { name: 'Practice areas' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Family', 'Property']);
    expect(within(article).getByText('TN/1/2010')).toBeInTheDocument();
    expect(within(article).getByText('14 years')).toBeInTheDocument();
  });

  it('lists the next 7 days of free slots; a slot opens the booking form with it chosen', async () => {
    const { asked } = open('u1', (date) => (asked.length === 1 ? [] : date ? ['10:00', '10:30'] : []));
    const week = await screen.findByRole('list', { name: 'Free slots in the next 7 days' });
    expect(asked).toHaveLength(7);
    // The first day (today) has none and is left out; the six others each offer two times.
    const days = within(week).getAllByRole('listitem');
    expect(days).toHaveLength(6);
    const second = asked[1]!;
    const label = dayLabel(second, new Date());
    expect(within(days[0]!).getByRole('heading', { name: label })).toBeInTheDocument();
    await userEvent.click(within(days[0]!).getByRole('button', { name: `Book ${label} at 10:30am` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Book consultation with Adv. Priya Sharma');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(second);
    expect(await within(dialog).findByLabelText('Time slot')).toHaveValue('10:30');
  });

  it('says so when there is no free slot in the week', async () => {
    open('u1', () => []);
    expect(await screen.findByText('No free slots in the next 7 days.')).toBeInTheDocument();
  });

  it('offers no booking, message or follow on the lawyer’s own profile, but Edit profile', async () => {
    open('L2');
    const article = await screen.findByRole('article', { name: 'Adv. Priya Sharma' });
    const actions = within(article).getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit profile']);
    expect(within(article).queryByRole('list', { name: 'Free slots in the next 7 days' })).toBeNull();
  });
});

describe('day labels of the week', () => {
  it('reads Today, Tomorrow, then a short date', () => {
    const now = new Date('2030-01-08T10:00:00.000Z');
    expect(dayLabel('2030-01-08', now)).toBe('Today');
    expect(dayLabel('2030-01-09', now)).toBe('Tomorrow');
    expect(dayLabel('2030-01-10', now)).toBe('Thu 10 Jan');
  });
});
