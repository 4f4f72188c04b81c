import { Link } from 'react-router';
import { PRIVACY_PATH } from '../../shared/public-routes';
import { company, copyright } from '../content/company';
import { Wordmark } from './wordmark';
import './site-footer.css';

/** The public footer: the company blurb, two social links, the privacy page and the copyright. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__home" aria-label={`${company.name} home`}>
            <Wordmark tone="light" />
          </Link>
          <p>{company.blurb}</p>
        </div>
        <nav aria-label="Social">
          <ul className="site-footer__social">
            {company.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container">
        <div className="site-footer__legal">
          <p className="site-footer__copyright">{copyright()}</p>
          <Link to={PRIVACY_PATH}>Privacy</Link>
        </div>
      </div>
    </footer>
  );
}
