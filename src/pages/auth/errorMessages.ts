// Spec section 8 (error catalogue), one pure function per flow: which text a failure shows, as a toast and
// as inline red text, in the reader's language. `serverMessage` is the message in the response, used when present.
import { isApiError } from '@/api/ApiError';
import { translate } from '@/i18n';

export type AuthFlow = 'login' | 'signUp' | 'forgotPassword' | 'verifyCode' | 'reset';

interface Failure {
  /** HTTP status; undefined when no response came back. */
  status?: number;
  serverMessage?: string;
  /** True when the request got no response at all. */
  network: boolean;
}

/** What the catalogue needs to know about a thrown value; anything that is not an ApiError is "anything else". */
function describe(error: unknown): Failure | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'network' || error.status === undefined) return { network: true };
  return { status: error.status, serverMessage: error.serverMessage, network: false };
}

const INVALID_INPUT = () => translate('Invalid input. Please check your details.');
const UNEXPECTED = () => translate('An unexpected error occurred. Please try again.');

export function loginErrorMessage(error: unknown): string {
  const failure = describe(error);
  if (!failure) return translate('An error occurred. Please check your input and try again.');
  if (failure.network) return translate('Unable to connect to the server. Please try again later.');
  if (failure.status === 400) return failure.serverMessage ?? INVALID_INPUT();
  if (failure.status === 404)
    return failure.serverMessage ?? translate('User not found. Please check your details.');
  return failure.serverMessage ?? UNEXPECTED();
}

export function signUpErrorMessage(error: unknown): string {
  const failure = describe(error);
  if (!failure) return translate('An error occurred. Please check your input and try again.');
  if (failure.network) return translate('Unable to connect to the server. Please try again later.');
  if (failure.status === 400) return failure.serverMessage ?? INVALID_INPUT();
  return failure.serverMessage ?? UNEXPECTED();
}

export function forgotPasswordErrorMessage(error: unknown): string {
  const failure = describe(error);
  if (!failure) return UNEXPECTED();
  if (failure.network) return translate('Network error. Please check your connection.');
  if (failure.status === 400) return failure.serverMessage ?? INVALID_INPUT();
  if (failure.status === 404) return translate('User not found. Please register first.');
  // 'other': the catalogue gives one fixed text; a 429 keeps the server's text because it names the wait.
  if (failure.status === 429 && failure.serverMessage) return failure.serverMessage;
  return UNEXPECTED();
}

export function verifyCodeErrorMessage(error: unknown): string {
  const failure = describe(error);
  if (!failure) return translate('An error occurred. Please try again.');
  if (failure.network) return translate('No response from the server. Please try again.');
  if (failure.status === 400) return failure.serverMessage ?? INVALID_INPUT();
  return failure.serverMessage ?? UNEXPECTED();
}

export function resetErrorMessage(error: unknown): string {
  const failure = describe(error);
  if (!failure) return UNEXPECTED();
  if (failure.network) return translate('Network error. Please check your connection.');
  if (failure.status === 400) return failure.serverMessage ?? INVALID_INPUT();
  if (failure.status === 404)
    return failure.serverMessage ?? translate('User not found. Please register first.');
  return failure.serverMessage ?? UNEXPECTED();
}

export const errorMessageFor: Record<AuthFlow, (error: unknown) => string> = {
  login: loginErrorMessage,
  signUp: signUpErrorMessage,
  forgotPassword: forgotPasswordErrorMessage,
  verifyCode: verifyCodeErrorMessage,
  reset: resetErrorMessage,
};
