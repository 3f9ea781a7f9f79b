import { istDay } from '@contract/istCalendar';
import { formatRupees } from '@contract/rupees';

/** ₹{amount}/- with a minus sign in front for money going out (a refund): −₹562.28/-. */
export const signedRupees = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(paise));

/** The day in India of an ISO time, 'YYYY-MM-DD' (the ledger's weeks and months are India's). */
export const istDate = istDay;
