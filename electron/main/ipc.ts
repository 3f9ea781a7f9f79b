// Every ipcMain.handle goes through `handle`: the sender must be our own page's top frame, and the
// payload must match its zod schema; anything else is refused before reaching the service.
import { z } from 'zod';
import { channels, type Outcome } from './channels';
import { openFilesSchema, type OpenFilesRequest, type PickedFile } from './filePicker';
import { notifyRequestSchema, type NotifyRequest } from './notifications';
import { isSameOrigin } from './origin';
import { storedSessionSchema, type TokenVault } from './tokenVault';

export interface SenderFrameLike {
  url: string;
  parent: unknown;
}
export interface IpcEventLike {
  senderFrame: SenderFrameLike | null;
}
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

export class IpcRefused extends Error {
  override name = 'IpcRefused';
}

export interface IpcServices {
  vault: TokenVault;
  pickFiles(request: OpenFilesRequest): Promise<PickedFile[]>;
  /** Hosted mode: check GET /api/health at url, remember it and restart; null = back to the bundled server. */
  setServer(url: string | null): Promise<void>;
  /** A system notification (platform.alert): title, body, tag. */
  notify(request: NotifyRequest): void;
}

/** The sender is trusted only when it is the app's own top-level page (not a frame, not another origin). */
export function isTrustedSender(event: IpcEventLike, appUrl: string): boolean {
  const frame = event.senderFrame;
  return !!frame && frame.parent === null && isSameOrigin(frame.url, appUrl);
}

const noPayload = z.tuple([]);
const serverUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), { error: 'must be an http(s) address' })
  .nullable();

async function outcome<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

export function registerIpcHandlers(ipcMain: IpcMainLike, appUrl: string, services: IpcServices): void {
  const handle = <S extends z.ZodType<unknown[]>>(
    channel: string,
    schema: S,
    run: (args: z.infer<S>) => unknown,
  ) =>
    ipcMain.handle(channel, (event, ...args) => {
      if (!isTrustedSender(event, appUrl))
        throw new IpcRefused(`${channel}: refused a call from outside the app`);
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new IpcRefused(`${channel}: invalid payload`);
      return run(parsed.data);
    });

  handle(channels.tokenGet, noPayload, () => services.vault.get());
  handle(channels.tokenSet, z.tuple([storedSessionSchema]), ([session]) => services.vault.set(session));
  handle(channels.tokenClear, noPayload, () => services.vault.clear());
  handle(channels.openFiles, z.tuple([openFilesSchema]), ([request]) =>
    outcome(() => services.pickFiles(request)),
  );
  handle(channels.setServer, z.tuple([serverUrlSchema]), ([url]) => outcome(() => services.setServer(url)));
  handle(channels.notify, z.tuple([notifyRequestSchema]), ([request]) => services.notify(request));
}
