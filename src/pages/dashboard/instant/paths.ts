// Where Consult now's links lead: Find experts showing only the lawyers available now.
export const availableNowSearch = '/dashboard/find-experts?availableNow=true';
