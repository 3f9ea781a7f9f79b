// Frame of every page outside the dashboard: public header and footer where chromeFor allows them; the account
// screens' own bar (logo, back to the site) instead of the header.
import { Outlet, useLocation } from 'react-router-dom';
import { chromeFor, isAuthPath } from './chrome';
import { AuthBar } from './public/AuthBar';
import { PublicFooter } from './public/PublicFooter';
import { PublicHeader } from './public/PublicHeader';

export function PublicLayout() {
  const { pathname } = useLocation();
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
}
