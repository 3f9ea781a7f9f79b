// Frame of every page outside the dashboard: public header and footer where chromeFor allows them.
import { Outlet, useLocation } from 'react-router-dom';
import { chromeFor } from './chrome';
import { PublicFooter } from './public/PublicFooter';
import { PublicHeader } from './public/PublicHeader';

export function PublicLayout() {
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  return (
    <div className="public-layout">
      {chrome.header && <PublicHeader />}
      <main className="public-main">
        <Outlet />
      </main>
      {chrome.footer && <PublicFooter />}
    </div>
  );
}
