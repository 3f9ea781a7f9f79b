// The consultation landing's choice (problem type, time, language) on its way to a lawyer: a signed-in user
// goes straight to Find experts filtered by it; a visitor's sign-up steps carry it in their addresses
// (?problem=&time=&language=), so setup pre-selects its practice area and onboarding ends on Find experts.
import { leadRequestSchema, type LeadRequest } from '@contract';

/** The practice area Find experts filters by for each problem type ('' = any area); values of the API's `area`. */
export const areaForProblem: Record<LeadRequest['problemType'], string> = {
  'Property registration': 'Property',
  'Legal advice': '',
  'Contract review': 'Contract',
};

/** Find experts filtered by the choice's language and practice area. */
export function findExpertsPathFor(choice: LeadRequest): string {
  const query = new URLSearchParams({ language: choice.language });
  const area = areaForProblem[choice.problemType];
  if (area) query.set('area', area);
  return `/dashboard/find-experts?${query}`;
}

/** The choice an address carries, or null (none, or not one the form offers). */
export function choiceFrom(params: URLSearchParams): LeadRequest | null {
  const parsed = leadRequestSchema.safeParse({
    problemType: params.get('problem'),
    time: params.get('time'),
    language: params.get('language'),
  });
  return parsed.success ? parsed.data : null;
}

/** The query that carries a choice to the next step ('' without one). */
export function choiceQuery(choice: LeadRequest | null): string {
  if (!choice) return '';
  const query = new URLSearchParams({
    problem: choice.problemType,
    time: choice.time,
    language: choice.language,
  });
  return `?${query}`;
}
