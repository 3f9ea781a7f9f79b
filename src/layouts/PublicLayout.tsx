// Frame of every page outside the dashboard: public header and footer where chromeFor allows them; the account
// screens' own bar (logo, back to the site) instead of the header. A signed-in person's saved settings (dark
// mode, text size, contrast) apply here too: Pricing and Payment are opened straight from a link or a reload.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStores } from '@/stores/context';
import { chromeFor, isAuthPath } from './chrome';
import { AuthBar } from './public/AuthBar';
import { PublicFooter } from './public/PublicFooter';
import { PublicHeader } from './public/PublicHeader';

export const PublicLayout = observer(function PublicLayout() {
  const { pathname } = useLocation();
  const { auth, settings } = useStores();
  const signedIn = Boolean(auth.user);
  useEffect(() => {
    if (signedIn) void settings.load();
  }, [signedIn, settings]);
  const chrome = chromeFor(pathname);
  return (
    <div className="public-layout">
      {chrome.header && <PublicHeader />}
      {isAuthPath(pathname) && <AuthBar />}
      <main className="public-main">
        <Outlet />
      </main>
      {chrome.footer && <PublicFooter />}
    </div>
  );
});
