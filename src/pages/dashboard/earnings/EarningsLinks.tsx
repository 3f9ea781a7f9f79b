// The links between the three earnings screens, in a module of their own: Payouts and Payout settings show
// them without taking the Earnings screen (its Select, Segmented and chart) into their first load.
import { Link } from 'react-router-dom';

export const EarningsLinks = () => (
  <nav aria-label="Earnings pages" className="earnings-links">
    <Link to="/dashboard/earnings">Earnings</Link>
    <Link to="/dashboard/earnings/payout-settings">Payout settings</Link>
    <Link to="/dashboard/earnings/payouts">Payout history</Link>
  </nav>
);
