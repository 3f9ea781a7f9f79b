// A short human label for a session's user agent, e.g. 'Chrome on Linux'. Parsing is bowser's (a maintained
// user-agent database: headless Chromium, Edge, Samsung Internet… are its job, not ours); only the names
// shown to people and our own desktop app are decided here.
import Bowser from 'bowser';
import type { Db } from '../db/connection';
import { recordAudit } from './audit/record';

const shortNames: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  Chromium: 'Chrome',
  'Chrome OS': 'ChromeOS',
};

const short = (name: string | undefined) => (name ? (shortNames[name] ?? name) : undefined);

export function deviceLabel(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const desktopApp = /\blexsetu\//i.test(userAgent) || parsed.browser.name === 'Electron';
  const browser = desktopApp ? 'LexSetu desktop app' : short(parsed.browser.name);
  const system = short(parsed.os.name);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/**
 * Whether a sign-in with this user agent comes from a device the user never signed in from: no earlier session
 * of theirs (ended or not) has the same label. Labels, not raw agents, so a browser update is no new device.
 */
export async function isNewDevice(
  db: Pick<Db, 'selectFrom'>,
  userId: string,
  userAgent: string,
): Promise<boolean> {
  const label = deviceLabel(userAgent);
  const earlier = await db
    .selectFrom('sessions')
    .select('user_agent')
    .where('user_id', '=', userId)
    .execute();
  return !earlier.some((s) => deviceLabel(s.user_agent) === label);
}

/** Records a sign-in from a new device in the audit log (a security event: the user acted on themselves). */
export async function recordNewDeviceSignIn(
  db: Db,
  userId: string,
  userAgent: string,
  at: Date,
): Promise<void> {
  await recordAudit(db, {
    actorId: userId,
    action: 'security.new_device_sign_in',
    subject: { type: 'user', id: userId },
    detail: { device: deviceLabel(userAgent) },
    at,
  });
}
