// Deterministic demo lawyers: fixed ids, names, cities, languages, practice areas and rates (24-51 ₹/min),
// built by one generator that the search benchmark also uses for its 100k rows.
import type { Kysely } from 'kysely';
import type { Database, NewLawyerProfile, NewUser } from '../schema';
import { rebuildExpertSearchIndex } from '../search';

const firstNames = [
  'Priya',
  'Arjun',
  'Kavya',
  'Vikram',
  'Ananya',
  'Rahul',
  'Meera',
  'Siddharth',
  'Lakshmi',
  'Karthik',
  'Neha',
  'Aditya',
  'Divya',
  'Manoj',
  'Farah',
  'Imran',
  'Sunita',
  'Gaurav',
  'Revathi',
  'Harish',
  'Pooja',
  'Nikhil',
  'Shalini',
  'Deepak',
  'Zoya',
  'Suresh',
  'Ishita',
  'Ramesh',
  'Tanvi',
  'Aravind',
];
const lastNames = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Banerjee',
  'Kapoor',
  'Nair',
  'Khan',
  'Deshpande',
  'Menon',
  'Joshi',
  'Pillai',
  'Chatterjee',
  'Gupta',
  'Subramanian',
  'Verghese',
  'Rao',
  'Malhotra',
  'Qureshi',
  'Patel',
  'Krishnan',
  'Bose',
  'Saxena',
  'Mukherjee',
];
const places = [
  { city: 'New Delhi', state: 'Delhi', code: 'D', language: 'Hindi', area: 'Connaught Place' },
  { city: 'Mumbai', state: 'Maharashtra', code: 'MAH', language: 'Marathi', area: 'Fort' },
  { city: 'Chennai', state: 'Tamil Nadu', code: 'TN', language: 'Tamil', area: 'Parrys' },
  { city: 'Bengaluru', state: 'Karnataka', code: 'KAR', language: 'Kannada', area: 'MG Road' },
  { city: 'Kolkata', state: 'West Bengal', code: 'WB', language: 'Bengali', area: 'Esplanade' },
  { city: 'Hyderabad', state: 'Telangana', code: 'TS', language: 'Telugu', area: 'Abids' },
  { city: 'Pune', state: 'Maharashtra', code: 'MAH', language: 'Marathi', area: 'Shivajinagar' },
  { city: 'Lucknow', state: 'Uttar Pradesh', code: 'UP', language: 'Hindi', area: 'Hazratganj' },
  { city: 'Kochi', state: 'Kerala', code: 'K', language: 'Malayalam', area: 'Marine Drive' },
  { city: 'Ahmedabad', state: 'Gujarat', code: 'G', language: 'Gujarati', area: 'Navrangpura' },
];
const mainAreas = ['Civil', 'Criminal', 'Family', 'Labor', 'Property'];
const extraAreas = [
  'Contract',
  'Constitutional',
  'Administrative',
  'Intellectual property',
  'Environmental',
  'Immigration',
  'Real estate',
  'Tax',
  'Criminal defense',
  'Health care',
  'Technology and cybersecurity',
  'Corporate',
];

export const lawyerSeedCount = 62;
/** Seeded lawyers with these indexes are not verified (one pending, one rejected). */
const unverified: Record<number, 'pending' | 'rejected'> = { 60: 'pending', 61: 'rejected' };
const seededAt = '2024-06-01T09:00:00.000Z';

/** ULID-shaped fixed id (26 characters) of seeded lawyer i. */
export const lawyerId = (i: number, prefix = '01HZ00000000000000000E') =>
  `${prefix}${String(i).padStart(26 - prefix.length, '0')}`;

const placeOf = (i: number) => places[(i * 3) % places.length];
const buildings = ['Lawyers Chambers', 'Nyaya Bhawan', 'Advocates House', 'Legal Plaza'];

/**
 * The office address (street and building, in the lawyer's city) of seeded lawyer i. Apart from the profile
 * row, which older migration tests insert before the column exists.
 */
export const seedOfficeAddress = (i: number) =>
  `Office ${101 + ((i * 37) % 400)}, ${buildings[i % buildings.length]}, ${placeOf(i).area}`;

export function generateLawyer(i: number, prefix?: string): { user: NewUser; profile: NewLawyerProfile } {
  const first = firstNames[i % firstNames.length];
  const last = lastNames[(i * 7 + Math.floor(i / firstNames.length)) % lastNames.length];
  const place = placeOf(i);
  const main = mainAreas[i % mainAreas.length];
  const areas = [main, extraAreas[(i * 5) % extraAreas.length], extraAreas[(i * 7 + 3) % extraAreas.length]];
  const languages = [...new Set(['English', place.language, i % 4 === 0 ? 'Hindi' : 'English'])];
  const id = lawyerId(i, prefix);
  const name = `${first} ${last}`;
  const years = 3 + ((i * 11) % 25);
  const enrolmentYear = 2024 - years;
  return {
    user: {
      id,
      email: `${first}.${last}.${i}@lawyers.lexsetu.in`.toLowerCase(),
      name,
      role: 'professional',
      // Not an Argon2 hash: these demo lawyers cannot log in.
      password_hash: '!no-login',
      consultation_types: JSON.stringify(areas),
      created_at: seededAt,
      updated_at: seededAt,
    },
    profile: {
      user_id: id,
      title: `${main} Lawyer`,
      practice_areas: JSON.stringify(areas),
      languages: JSON.stringify(languages),
      city: place.city,
      state: place.state,
      years_experience: years,
      rate_paise: (24 + ((i * 13) % 28)) * 100,
      bio: `${name} is an advocate in ${place.city} with ${years} years of practice in ${areas
        .join(', ')
        .toLowerCase()} law, advising individuals and small businesses.`,
      enrolment_number: `${place.code}/${1000 + ((i * 379) % 9000)}/${enrolmentYear}`,
      bar_council: `Bar Council of ${place.state}`,
      enrolment_year: enrolmentYear,
      followers: 40 + ((i * 97) % 1900),
      clients: 10 + ((i * 53) % 600),
      positive_ratings: 80 + ((i * 7) % 20),
      verification_status: unverified[i] ?? 'verified',
      photo_url: null,
      created_at: seededAt,
    },
  };
}

/** The demo professional's own (verified) profile. */
export function demoProfessionalProfile(userId: string): NewLawyerProfile {
  return {
    user_id: userId,
    title: 'Civil Lawyer',
    practice_areas: JSON.stringify(['Civil', 'Criminal', 'Family', 'Property', 'Contract']),
    languages: JSON.stringify(['English', 'Hindi']),
    city: 'New Delhi',
    state: 'Delhi',
    years_experience: 12,
    rate_paise: 3500,
    bio: 'Advocate at the Delhi High Court handling civil, property and family disputes, with a focus on clear, written advice.',
    enrolment_number: 'D/1234/2012',
    bar_council: 'Bar Council of Delhi',
    enrolment_year: 2012,
    followers: 1250,
    clients: 340,
    positive_ratings: 96,
    verification_status: 'verified',
    photo_url: null,
    created_at: seededAt,
    office_address: 'Chamber 214, Lawyers Chambers, Delhi High Court',
  };
}

const startingSearches: { kind: 'name' | 'expertise'; term: string; count: number }[] = [
  { kind: 'name', term: 'rohan mehta', count: 42 },
  { kind: 'name', term: 'priya sharma', count: 35 },
  { kind: 'name', term: 'arjun', count: 27 },
  { kind: 'name', term: 'kavya reddy', count: 21 },
  { kind: 'name', term: 'iyer', count: 15 },
  { kind: 'expertise', term: 'property', count: 58 },
  { kind: 'expertise', term: 'family', count: 47 },
  { kind: 'expertise', term: 'criminal', count: 39 },
  { kind: 'expertise', term: 'labor', count: 24 },
  { kind: 'expertise', term: 'civil', count: 22 },
];

/** Inserts the demo lawyers, the demo professional's profile and starting search counts. */
export async function seedLawyers(trx: Kysely<Database>, demoProfessionalId: string): Promise<void> {
  const generated = Array.from({ length: lawyerSeedCount }, (_, i) => generateLawyer(i));
  await trx
    .insertInto('users')
    .values(generated.map((g) => g.user))
    .execute();
  await trx
    .insertInto('lawyer_profiles')
    .values([
      demoProfessionalProfile(demoProfessionalId),
      ...generated.map((g, i) => ({ ...g.profile, office_address: seedOfficeAddress(i) })),
    ])
    .execute();
  await trx.insertInto('search_counts').values(startingSearches).execute();
  await rebuildExpertSearchIndex(trx);
}
