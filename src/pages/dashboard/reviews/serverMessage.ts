// What the server said went wrong with a review action, else the screen's own words (the reviews section and
// its Reply box, fetched apart, say failures the same way).
import { isApiError } from '@/api/ApiError';

export const serverMessage = (error: unknown, fallback: string) =>
  (isApiError(error) && error.serverMessage) || fallback;
