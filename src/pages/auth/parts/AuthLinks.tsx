// The Privacy policy / How it works? links the account screens carry.
import { Link } from 'react-router-dom';

export function AuthLinks() {
  return (
    <nav className="auth-links" aria-label="About LexSetu">
      <Link to="/privacy-policy">Privacy policy</Link>
      <Link to="/how-it-works">How it works?</Link>
    </nav>
  );
}
