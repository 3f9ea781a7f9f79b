// Public header (spec section 2): main links and a 'How it works?' button; a toggle menu on small screens
// (CSS decides the breakpoint), whose Blogs link is /blogs as the spec's mobile menu has it. On load it
// verifies the stored session token: a signed-in visitor sees 'Dashboard' and their avatar (photo or initials,
// the dashboard header's piece, fetched on first use: antd's Avatar would weigh on every visitor's first load)
// instead of Login. The language switch (LanguageSwitch.tsx) sits with the actions.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { SMALL_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { initialsOf } from '@/layouts/dashboard/initials';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { loadScreenStores } from '@/stores/RootStore';
import { LanguageSwitch } from './LanguageSwitch';

// Inside antd's theme, fetched with it: the public pages have no antd ConfigProvider of their own. The photo's
// store is one of the screens' stores, fetched alongside.
const UserAvatar = lazy(async () => {
  const [{ UserAvatar }, { withAntdTheme }] = await Promise.all([
    import('@/components/UserAvatar'),
    import('@/theme/AntdTheme'),
    loadScreenStores(),
  ]);
  return { default: withAntdTheme(UserAvatar) };
});

const links = [
  { to: '/', label: msg('Home') },
  { to: '/services', label: msg('Services') },
  { to: '/about', label: msg('About us') },
  { to: '/contact', label: msg('Contact us') },
  { to: '/blog', label: msg('Blogs') },
];

export const PublicHeader = observer(function PublicHeader() {
  const { auth } = useStores();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const small = useMediaQuery(SMALL_SCREEN);
  const t = useT();

  useEffect(() => {
    void auth.checkSession();
  }, [auth]);

  // A followed link closes the small-screen menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="public-header">
      <Link to="/" className="brand" aria-label={t('LexSetu home')}>
        LexSetu
      </Link>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="public-menu"
        aria-label={menuOpen ? t('Close menu') : t('Open menu')}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav id="public-menu" className="public-menu" data-open={menuOpen} aria-label={t('Main')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={small && link.to === '/blog' ? '/blogs' : link.to} end={link.to === '/'}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="public-actions">
          {auth.isLoggedIn ? (
            <>
              <Link to="/dashboard">{t('Dashboard')}</Link>
              {/* Named by the initials it shows, then whose account (WCAG 2.5.3, label in name). */}
              <Link to="/dashboard/settings" className="header-avatar">
                <Suspense fallback={initialsOf(auth.user?.name)}>
                  <UserAvatar className="dashboard-avatar" />
                </Suspense>
                <span className="visually-hidden">
                  {auth.user?.name ? t('Account of {name}', { name: auth.user.name }) : t('Your account')}
                </span>
              </Link>
            </>
          ) : (
            <Link to="/login">{t('Log in')}</Link>
          )}
          <LanguageSwitch />
          <Link to="/how-it-works" className="button-primary">
            {t('How it works?')}
          </Link>
        </div>
      </nav>
    </header>
  );
});
