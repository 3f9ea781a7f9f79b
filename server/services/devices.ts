// A short human label for a session's user agent, e.g. 'Chrome on Linux'. Parsing is bowser's (a maintained
// user-agent database: headless Chromium, Edge, Samsung Internet… are its job, not ours); only the names
// shown to people and our own desktop app are decided here.
import Bowser from 'bowser';

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
