// Which pages show the public header and footer (spec section 2): none on auth, dashboard and
// lawyer-profile paths; no footer on /pricing, /payment and /profile either.

export interface Chrome {
  header: boolean;
  footer: boolean;
}

const BARE_PREFIXES = ['/login', '/account-creation', '/forget-password', '/dashboard', '/lawyer-profile'];
const NO_FOOTER_PREFIXES = ['/pricing', '/payment', '/profile'];

/** True when `pathname` is `prefix` or lies below it (segment-wise: /profiles is not under /profile). */
export const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function chromeFor(pathname: string): Chrome {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (BARE_PREFIXES.some((prefix) => isUnder(path, prefix)) || path.includes('/lawyer-profile/')) {
    return { header: false, footer: false };
  }
  return { header: true, footer: !NO_FOOTER_PREFIXES.some((prefix) => isUnder(path, prefix)) };
}

const AUTH_PREFIXES = ['/login', '/account-creation', '/forget-password'];

/** Account screens (login, sign-up, recovery): no public header, but their own bar with the logo and a way back. */
export function isAuthPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AUTH_PREFIXES.some((prefix) => isUnder(path, prefix));
}
