import { formatRupees } from '@contract';

/** ₹{amount}/- with a minus sign in front for money going out (a refund): −₹562.28/-. */
export const signedRupees = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(paise));
