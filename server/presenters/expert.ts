// Lawyer profiles as the wire shows them (`expertSummarySchema`, `expertProfileSchema` in the contract).
import { shownEmail } from '@contract';
import type { ExpertProfile, ExpertSummary } from '@contract';
import type { LawyerProfileRow } from '../db/schema';
import type { ExpertSearchRow } from '../db/search';

export function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * viewerId: who is looking; a lawyer who turned 'Location' off shows no city to anyone else. premium: the
 * lawyer is a premium member (highlighted only; the search order never depends on it). nextSlot: their first
 * free slot start (services/bookingSlots.ts, nextFreeSlots), or null.
 */
export function presentExpertSummary(
  row: ExpertSearchRow,
  viewerId?: string,
  premium = false,
  nextSlot: string | null = null,
  availableNow = false,
): ExpertSummary {
  const hideLocation = Boolean(row.location_hidden) && row.user_id !== viewerId;
  return {
    _id: row.user_id,
    name: row.name,
    nameDevanagari: row.name_devanagari,
    nameTamil: row.name_tamil,
    type: row.title,
    image: row.photo_url,
    city: hideLocation ? '' : row.city,
    languages: jsonList(row.languages),
    practiceAreas: jsonList(row.practice_areas),
    yearsExperience: row.years_experience,
    nextSlot,
    ratePaise: row.rate_paise,
    // Search lists verified profiles only.
    verified: true,
    premium,
    availableNow,
  };
}

export function presentExpertProfile(
  row: LawyerProfileRow & { name: string; email: string },
  followedByMe: boolean,
  { showLocation, showEmail }: { showLocation: boolean; showEmail: boolean } = {
    showLocation: true,
    showEmail: true,
  },
  premium = false,
  figures: Pick<
    ExpertProfile,
    'followers' | 'clients' | 'positiveRatings' | 'averageStars' | 'reviewCount' | 'recommendPercent'
  >,
  availableNow = false,
): ExpertProfile {
  return {
    _id: row.user_id,
    name: row.name,
    nameDevanagari: row.name_devanagari,
    nameTamil: row.name_tamil,
    email: showEmail && shownEmail(row.email) ? row.email : null,
    profession: row.title,
    image: row.photo_url,
    ratePaise: row.rate_paise,
    // Computed figures (services/reviews/figures.ts lawyerFigures), never the seeded columns.
    followers: figures.followers,
    clients: figures.clients,
    positiveRatings: figures.positiveRatings,
    averageStars: figures.averageStars,
    reviewCount: figures.reviewCount,
    recommendPercent: figures.recommendPercent,
    description: row.bio,
    enrolmentNumber: row.enrolment_number,
    barCouncil: row.bar_council,
    enrolmentYear: row.enrolment_year,
    yearsExperience: row.years_experience,
    practiceAreas: jsonList(row.practice_areas),
    languages: jsonList(row.languages),
    city: showLocation ? row.city : '',
    state: showLocation ? row.state : '',
    verified: row.verification_status === 'verified',
    followedByMe,
    premium,
    availableNow,
  };
}
