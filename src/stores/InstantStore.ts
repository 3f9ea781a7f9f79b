// Consult now (#58): the lawyer's 'Available now' switch and the call ringing them, the client's call ringing a
// lawyer, and the wallet check before it. The server decides every step; this store follows it through the
// push channel's `instant.changed` events and, as the fallback, by asking again every few seconds while a call
// rings. Endpoints come from the contract on first use (contract/instantConsultations.ts).
import type { ExpertSummary } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { msg, translate } from '@/i18n';
import { messageOf, Resource } from './resource';
import { instantApi, type AvailableNow, type InstantConsultation } from './InstantStoreApi';

/** How long a lawyer has to answer (the server times the call out after it): contract's instantRingSeconds. */
export const ringSeconds = 60;
/** The wallet must hold this many minutes at the lawyer's rate before a call rings: instantHoldMinutes. */
export const minimumMinutes = 5;
/** The fallback when no push event comes: ask the server again this often while a call rings or is awaited. */
export const instantPollMs = 3_000;

/** The lawyer a client is calling (what the waiting dialog and the wallet check need). */
export type Callee = Pick<ExpertSummary, '_id' | 'name' | 'ratePaise'>;

type InstantCall = InstantConsultation;
/** How a client's call ended up (the waiting dialog says it). */
export type InstantOutcome = 'accepted' | 'declined' | 'timed_out' | 'cancelled' | 'busy';
export type OutgoingState = 'checking' | 'short' | 'ringing' | InstantOutcome | 'failed';

export interface Outgoing {
  lawyer: Callee;
  state: OutgoingState;
  call: InstantCall | null;
  /** When the ringing started here (the countdown runs from it). */
  since: number;
  /** 'short': how much more the wallet needs, in paise. */
  shortPaise: number;
  /** 'failed': the server's reason. */
  error: string | null;
}

/** What the store needs of the push channel (root.userChannel); absent in tests that do not drive it. */
export interface InstantEvents {
  on(type: 'instant.changed', handler: (event: { consultationId: string }) => void): () => void;
  /** Signed in on the socket now: pushes arrive, so the check runs only now and then as a safety net. */
  readonly connected?: boolean;
}

/** While pushes arrive, one check in this many ticks (a lost push still shows within 15 s). */
const pushedCheckEvery = 5;

const settledStates: readonly OutgoingState[] = ['accepted', 'declined', 'timed_out', 'busy', 'cancelled'];

export class InstantStore {
  /** The signed-in lawyer's 'Available now' state. */
  readonly availability: Resource<AvailableNow>;
  switching = false;
  switchError: string | null = null;
  /** The call ringing the signed-in lawyer, with when it started ringing here. */
  incoming: { call: InstantCall; since: number } | null = null;
  answering = false;
  /** The client's call to a lawyer, from the wallet check to its outcome. */
  outgoing: Outgoing | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly now: () => number = Date.now,
  ) {
    this.availability = new Resource(
      async () => (await instantApi(this.api)).availability(),
      msg("Your 'Available now' state could not be loaded."),
    );
    makeAutoObservable<InstantStore, 'api' | 'now' | 'timer' | 'unsubscribe'>(this, {
      api: false,
      now: false,
      availability: false,
      timer: false,
      unsubscribe: false,
    });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.stop();
    this.availability.reset();
    this.incoming = null;
    this.outgoing = null;
    this.switchError = null;
  }

  /**
   * Follows the signed-in user's calls: push events when the channel is there, else (and as well) a check every
   * few seconds. `lawyer`: the lawyer's app also looks for a call ringing them. Returns the stop function.
   */
  watch(events: InstantEvents | null, lawyer: boolean): () => void {
    this.stop();
    this.unsubscribe =
      events?.on('instant.changed', ({ consultationId }) => void this.changed(consultationId)) ?? null;
    const check = () => void (lawyer ? this.checkIncoming() : this.refreshOutgoing());
    let ticks = 0;
    this.timer = setInterval(() => {
      if (!events?.connected || ++ticks % pushedCheckEvery === 0) check();
    }, instantPollMs);
    check();
    return () => this.stop();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    this.timer = null;
    this.unsubscribe = null;
  }

  /** The lawyer turns 'Available now' on or off. */
  async setAvailable(on: boolean): Promise<void> {
    this.switching = true;
    this.switchError = null;
    try {
      const next = await (await instantApi(this.api)).setAvailability(on);
      runInAction(() => this.availability.set(next));
    } catch (error) {
      runInAction(
        () => (this.switchError = messageOf(error, translate("'Available now' could not be changed."))),
      );
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  /** A push event: the call it names is read again, whichever side this user is on. */
  async changed(consultationId: string): Promise<void> {
    if (this.outgoing?.call?._id === consultationId) return this.refreshOutgoing();
    return this.checkIncoming();
  }

  /** The lawyer's app: is a call ringing me? */
  async checkIncoming(): Promise<void> {
    try {
      const call = await (await instantApi(this.api)).ringing();
      runInAction(() => {
        if (!call) this.incoming = null;
        else if (this.incoming?.call._id !== call._id) this.incoming = { call, since: this.ringStart(call) };
        else this.incoming = { ...this.incoming, call };
      });
    } catch {
      // The next check asks again; a failing check must not hide a call already shown.
    }
  }

  /** The lawyer accepts (resolves with the consultation's id for the room) or declines the ringing call. */
  async answer(accept: boolean): Promise<string | null> {
    const ringing = this.incoming?.call;
    if (!ringing || this.answering) return null;
    this.answering = true;
    try {
      const call = await (await instantApi(this.api)).answer(ringing._id, accept);
      runInAction(() => (this.incoming = null));
      return accept && call.room ? call.room.id : null;
    } catch (error) {
      runInAction(() => (this.incoming = null));
      throw error;
    } finally {
      runInAction(() => (this.answering = false));
    }
  }

  /** The client presses 'Consult now': the wallet is checked, then the lawyer's app rings. */
  async consultNow(lawyer: Callee, topic: string): Promise<void> {
    this.outgoing = { lawyer, state: 'checking', call: null, since: this.now(), shortPaise: 0, error: null };
    try {
      if (!(await this.checkWallet())) return;
      const call = await (await instantApi(this.api)).ring(lawyer._id, topic);
      this.settle({ state: stateOf(call), call, since: this.ringStart(call) });
    } catch (error) {
      await this.refused(error);
    }
  }

  /** Whether the wallet holds the lawyer's rate × 5 minutes; else the call is 'short' by the difference. */
  private async checkWallet(): Promise<boolean> {
    const lawyer = this.outgoing?.lawyer;
    if (!lawyer) return false;
    const balance = await (await instantApi(this.api)).walletBalance();
    const needed = lawyer.ratePaise * minimumMinutes;
    if (balance >= needed) return true;
    this.settle({ state: 'short', shortPaise: needed - balance });
    return false;
  }

  /** The client stops waiting: the call is cancelled (the server says if the lawyer accepted meanwhile). */
  async cancel(): Promise<void> {
    const call = this.outgoing?.call;
    if (!call || this.outgoing?.state !== 'ringing') {
      this.outgoing = null;
      return;
    }
    try {
      const next = await (await instantApi(this.api)).cancel(call._id);
      this.settle({ state: stateOf(next), call: next });
    } catch (error) {
      await this.refused(error);
    }
  }

  /** Closes the waiting dialog once its outcome was read (or to try another lawyer). */
  dismiss(): void {
    this.outgoing = null;
  }

  /** Reads the client's ringing call again. */
  async refreshOutgoing(): Promise<void> {
    const call = this.outgoing?.call;
    if (!call || this.outgoing?.state !== 'ringing') return;
    try {
      const next = await (await instantApi(this.api)).get(call._id);
      if (this.outgoing?.call?._id === next._id) this.settle({ state: stateOf(next), call: next });
    } catch {
      // Asked again at the next tick.
    }
  }

  /**
   * A room's instant consultation (its minutes, charge and the client's balance when the room opens); null when
   * the room is a booked consultation's (the server knows no instant one of that id).
   */
  consultation(id: string): Resource<InstantConsultation | null> {
    return new Resource(async () => {
      try {
        return await (await instantApi(this.api)).get(id);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    }, msg('The minutes and balance could not be loaded.'));
  }

  /** Either side ends an accepted instant consultation now (the minutes charged stay charged). */
  async end(id: string): Promise<InstantConsultation> {
    return (await instantApi(this.api)).end(id);
  }

  /** Whether the outgoing call has its outcome (the dialog then offers the next step). */
  get outcome(): OutgoingState | null {
    const state = this.outgoing?.state;
    return state && settledStates.includes(state) ? state : null;
  }

  /**
   * When the call started ringing, on this device's clock: from the server's `ringingUntil` when the two clocks
   * agree (a page opened mid-ring counts down what is left), else from now.
   */
  private ringStart(call: InstantCall): number {
    const now = this.now();
    const left = Date.parse(call.ringingUntil) - now;
    return left > 0 && left <= ringSeconds * 1000 ? now - (ringSeconds * 1000 - left) : now;
  }

  private settle(change: Partial<Outgoing>): void {
    if (this.outgoing) this.outgoing = { ...this.outgoing, ...change };
  }

  private async refused(error: unknown): Promise<void> {
    const status = isApiError(error) ? error.status : undefined;
    const reason = isApiError(error) ? error.reason : undefined;
    // 409: the wallet holds less than 5 minutes by now (reason instant_wallet_short), else the lawyer just
    // became busy or unavailable.
    const failed = () =>
      this.settle({ state: 'failed', error: messageOf(error, translate('The call could not be placed.')) });
    if (status === 409 && reason === 'instant_wallet_short') {
      // Spent meanwhile: the wallet is read again to say how much is missing.
      if (await this.checkWallet().catch(() => true)) failed();
    } else if (status === 409) this.settle({ state: 'busy' });
    else failed();
  }
}

/** A call's status as the client's dialog shows it. */
function stateOf(call: InstantCall): OutgoingState {
  switch (call.state) {
    case 'ringing':
    case 'declined':
    case 'timed_out':
    case 'cancelled':
      return call.state;
    default:
      return 'accepted';
  }
}
