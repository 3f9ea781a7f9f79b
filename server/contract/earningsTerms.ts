// The zod-free part of earnings.ts (which re-exports it): the periods. Screens import these as
// `@contract/earningsTerms`, so their first load carries no schemas (or zod).
type EarningsPeriod = (typeof earningsPeriods)[number];

export const earningsPeriods = ['week', 'month', 'all'] as const;

export const earningsPeriodLabels: Record<EarningsPeriod, string> = {
  week: 'This week',
  month: 'This month',
  all: 'All',
};
