// Public header (spec section 2): main links and a 'How it works?' button; a toggle menu on small screens
// (CSS decides the breakpoint), whose Blogs link is /blogs as the spec's mobile menu has it. On load it
// verifies the stored session token: a signed-in visitor sees 'Dashboard' and their avatar (photo or initials,
// the dashboard header's piece, fetched on first use: antd's Avatar would weigh on every visitor's first load)
// instead of Login.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { SMALL_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { initialsOf } from '@/layouts/dashboard/initials';
import { useStores } from '@/stores/context';
import { loadScreenStores } from '@/stores/RootStore';

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
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact us' },
  { to: '/blog', label: 'Blogs' },
];

export const PublicHeader = observer(function PublicHeader() {
  const { auth } = useStores();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const small = useMediaQuery(SMALL_SCREEN);

  useEffect(() => {
    void auth.checkSession();
  }, [auth]);

  // A followed link closes the small-screen menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="public-header">
      <Link to="/" className="brand" aria-label="LexSetu home">
        LexSetu
      </Link>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="public-menu"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav id="public-menu" className="public-menu" data-open={menuOpen} aria-label="Main">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={small && link.to === '/blog' ? '/blogs' : link.to} end={link.to === '/'}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="public-actions">
          {auth.isLoggedIn ? (
            <>
              <Link to="/dashboard">Dashboard</Link>
              <Link
                to="/dashboard/settings"
                className="header-avatar"
                aria-label={`Account of ${auth.user?.name ?? 'you'}`}
              >
                <Suspense fallback={initialsOf(auth.user?.name)}>
                  <UserAvatar className="dashboard-avatar" />
                </Suspense>
              </Link>
            </>
          ) : (
            <Link to="/login">Log in</Link>
          )}
          <Link to="/how-it-works" className="button-primary">
            How it works?
          </Link>
        </div>
      </nav>
    </header>
  );
});
