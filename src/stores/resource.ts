// The one way a store loads data: a Resource holds what a screen shows (loading, ready, failed with the
// server's reason) and loads it again on Retry. Stores own resources; pages read them through <Loaded>.
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import { translate } from '@/i18n';

export type ResourceState = 'idle' | 'loading' | 'ready' | 'failed';

/** The server's reason when it gave one, else the screen's own words. */
export const messageOf = (error: unknown, fallback: string): string =>
  (isApiError(error) && error.serverMessage) || fallback;

export class Resource<T> {
  state: ResourceState = 'idle';
  data: T | undefined = undefined;
  error: string | null = null;
  /** Each load's number: a slower, older answer never overwrites a newer one. */
  private generation = 0;

  constructor(
    private readonly fetcher: () => Promise<T>,
    /**
     * What the screen says when loading fails and the server gave no reason (an English source text, marked with
     * msg() and said in the reader's language when it fails); or, when a failure has words of its own (a room
     * that is not the caller's), what to say for each failure (translated by the function).
     */
    private readonly failure: string | ((error: unknown) => string),
  ) {
    makeAutoObservable<Resource<T>, 'fetcher' | 'failure' | 'generation'>(this, {
      fetcher: false,
      failure: false,
      generation: false,
    });
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  /** Loads (again); keeps the last data on screen while it does, so a refresh does not flash a skeleton. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.state = 'loading';
    this.error = null;
    try {
      const data = await this.fetcher();
      runInAction(() => {
        if (generation !== this.generation) return;
        this.data = data;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.state = 'failed';
        this.error =
          typeof this.failure === 'function'
            ? this.failure(error)
            : messageOf(error, translate(this.failure));
      });
    }
  }

  /** Loads once: a screen opened again shows what it has and refreshes in the background. */
  ensure(): Promise<void> {
    return this.state === 'idle' ? this.load() : Promise.resolve();
  }

  /** Replaces the data after a change the server confirmed (no reload needed). */
  set(data: T): void {
    this.data = data;
    this.state = 'ready';
    this.error = null;
  }

  /** Forgets everything (sign-out). */
  reset(): void {
    this.generation++;
    this.state = 'idle';
    this.data = undefined;
    this.error = null;
  }
}
