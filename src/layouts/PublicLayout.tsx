// Frame of every page outside the dashboard: public header and footer where chromeFor allows them; the account
// screens' own bar (logo, back to the site) instead of the header. A signed-in person's saved settings (dark
// mode, text size, contrast) apply here too: Pricing and Payment are opened straight from a link or a reload.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStores } from '@/stores/context';
import { loadScreenStores } from '@/stores/RootStore';
import { chromeFor, isAuthPath } from './chrome';
import { AuthBar } from './public/AuthBar';
import { PublicFooter } from './public/PublicFooter';
import { PublicHeader } from './public/PublicHeader';

export const PublicLayout = observer(function PublicLayout() {
  const { pathname } = useLocation();
  const store = useStores();
  const signedIn = Boolean(store.auth.user);
  useEffect(() => {
    // The settings store is one of the screens' stores: a signed-out visitor's home page fetches none of them.
    if (signedIn) void loadScreenStores().then(() => store.settings.load());
  }, [signedIn, store]);
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
