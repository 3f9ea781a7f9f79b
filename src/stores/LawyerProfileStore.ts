// A lawyer's own practice: the onboarding profile step (with the Bar Council certificate) and the weekly
// availability with the per-minute rate. Inputs are checked by the declared endpoints' own schemas before they
// are sent (server/contract/verification.ts, availability.ts): the one rate rule, ₹1 to ₹1000 per minute.
// The contract is imported on first use: this store is built at start-up and must not pull the contract (and
// zod) into a public page's first load.
import type { Availability, LawyerOnboarding, LawyerProfileInput } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from 'zod';
import { ApiError, isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const contract = () => import('@contract');

/** A refusal the screen words itself (its reason for the user, not the API's). */
const refusal = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, code: `http_${status}`, message, serverMessage: message });

/** The declared input's first complaint, as the server would word it. */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.input<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(result.error.issues[0]?.message ?? translate('Please check the form.'));
  return input as z.input<S>;
}

export class LawyerProfileStore {
  readonly onboarding: Resource<LawyerOnboarding>;
  /** The last load was refused for want of a session: the screen offers Log in. */
  signedOut = false;
  readonly availability: Resource<Availability>;

  constructor(private readonly api: ApiClient) {
    this.onboarding = new Resource(
      () => this.fetchOnboarding(),
      msg('Could not load your profile. Please try again.'),
    );
    this.availability = new Resource(
      () => this.fetchAvailability(),
      msg('Could not load your availability. Please try again.'),
    );
    makeAutoObservable<LawyerProfileStore, 'api'>(this, {
      api: false,
      onboarding: false,
      availability: false,
    });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.signedOut = false;
    this.onboarding.reset();
    this.availability.reset();
  }

  private async fetchOnboarding(): Promise<LawyerOnboarding> {
    try {
      const { lawyerProfileEndpoints } = await contract();
      const onboarding = await this.api.call(lawyerProfileEndpoints.get);
      runInAction(() => (this.signedOut = false));
      return onboarding;
    } catch (error) {
      const status = isApiError(error) ? error.status : undefined;
      runInAction(() => (this.signedOut = status === 401));
      if (status === 401) throw refusal(401, translate('Please log in to fill in your profile.'));
      throw error;
    }
  }

  /**
   * Saves the profile step, then uploads the certificate when one was chosen (progress 0-100). Resolves with
   * the onboarding as the server now has it; rejects with the reason to show (a field the form missed, or the
   * server's).
   */
  async submit(
    profile: LawyerProfileInput,
    certificate: File | null,
    onProgress: (percent: number) => void,
  ): Promise<LawyerOnboarding> {
    const { lawyerProfileEndpoints } = await contract();
    const body = checked(lawyerProfileEndpoints.save.input.body, profile);
    try {
      let onboarding = await this.api.call(lawyerProfileEndpoints.save, { body });
      if (certificate) {
        const form = new FormData();
        form.append('certificate', certificate, certificate.name);
        onProgress(0);
        onboarding = await this.api.callMultipart(lawyerProfileEndpoints.certificate, {}, form, onProgress);
      }
      this.onboarding.set(onboarding);
      return onboarding;
    } catch (error) {
      throw new Error(messageOf(error, translate('Could not save your profile.')), { cause: error });
    }
  }

  private async fetchAvailability(): Promise<Availability> {
    try {
      return await this.api.call((await contract()).availabilityEndpoints.mine);
    } catch (error) {
      if (isApiError(error) && error.status === 403)
        throw refusal(403, translate('Availability is for legal experts only.'));
      throw error;
    }
  }

  /** Rejects with the reason to show: the rate rule's, or the server's. */
  async saveAvailability(update: { days: number[]; slots: string[]; rate: number | null }) {
    const { availabilityEndpoints } = await contract();
    // No rate typed is a rate of 0: the one rate rule names what is wrong with it.
    const body = checked(availabilityEndpoints.update.input.body, {
      ...update,
      rate: update.rate ?? 0,
    });
    try {
      this.availability.set(await this.api.call(availabilityEndpoints.update, { body }));
    } catch (error) {
      throw new Error(messageOf(error, translate('Could not save your availability.')), { cause: error });
    }
  }
}
