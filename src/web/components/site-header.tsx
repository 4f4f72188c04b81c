import { Link, NavLink } from 'react-router';
import { company } from '../content/company';
import { AccountIcon } from './account-icon';
import { Wordmark } from './wordmark';
import './site-header.css';

const links = [
  { to: '/services', label: 'Services' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/people', label: 'People' },
];

/** The public header: wordmark, the three sections, and the account icon. */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__home" aria-label={`${company.name} home`}>
          <Wordmark />
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          to={signedIn ? '/dashboard' : '/login'}
          className="site-header__account"
          aria-label={signedIn ? 'Dashboard' : 'Log in'}
          title={signedIn ? 'Dashboard' : 'Log in'}
        >
          <AccountIcon />
        </Link>
      </div>
    </header>
  );
}
