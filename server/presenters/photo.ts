// A user's photo as the API links it.

/** Where a user's photo is fetched; the version changes with every upload so caches never show an old one. */
export const photoPath = (userId: string, storedName: string) =>
  `/api/users/${userId}/photo?v=${storedName.slice(0, 12)}`;
