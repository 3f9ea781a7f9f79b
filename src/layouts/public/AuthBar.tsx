// The top of every account screen (login, sign-up, recovery), where the spec hides the public header: the
// logo, which goes home, and a plain way back to the site.
import { Link } from 'react-router-dom';

export function AuthBar() {
  return (
    <header className="auth-bar">
      <Link to="/" className="brand" aria-label="LexSetu home">
        LexSetu
      </Link>
      <Link to="/" className="auth-bar-back">
        ← Back to the site
      </Link>
    </header>
  );
}
