// A lawyer as public pages may show them (Bar Council of India Rule 36: no fees, ratings or client counts).
import type { FeaturedExpert } from '@contract';
import type { LawyerProfileRow } from '../db/schema';
import { jsonList } from './expert';

type Row = Pick<
  LawyerProfileRow,
  'user_id' | 'title' | 'photo_url' | 'practice_areas' | 'city' | 'state' | 'bar_council' | 'enrolment_year'
> & { name: string };

export function presentFeaturedExpert(row: Row): FeaturedExpert {
  return {
    _id: row.user_id,
    name: row.name,
    title: row.title,
    image: row.photo_url,
    practiceAreas: jsonList(row.practice_areas),
    city: row.city,
    state: row.state,
    barCouncil: row.bar_council,
    enrolmentYear: row.enrolment_year,
  };
}
