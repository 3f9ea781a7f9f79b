// What counts as "the app itself". Compared field by field: WHATWG URL gives every non-http(s) scheme
// (app:, file:, data:) the opaque origin "null", so comparing `.origin` strings would let file:// pass.
export const APP_SCHEME = 'app';
export const APP_HOST = 'lexsetu';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export function isSameOrigin(url: string, appUrl: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(appUrl);
    return a.protocol === b.protocol && a.hostname === b.hostname && a.port === b.port && a.host !== '';
  } catch {
    return false;
  }
}

/**
 * Links we hand to the system (browser or mail app): web pages and e-mails (Refer & earn, contact addresses),
 * never file:, other custom schemes or javascript:.
 */
export function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}
