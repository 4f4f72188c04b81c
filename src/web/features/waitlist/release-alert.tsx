import { advert } from '../../content/company';
import { WaitlistForm } from './waitlist-form';
import './waitlist.css';

/** The release-alert advert: a warm band for the unnamed money-management platform. */
export function ReleaseAlert() {
  return (
    <section className="release-alert" aria-labelledby="release-alert-title">
      <div className="container release-alert__inner">
        <div className="release-alert__text">
          <p className="release-alert__eyebrow">
            <BellIcon />
            {advert.eyebrow}
          </p>
          <h2 id="release-alert-title" className="release-alert__title">
            {advert.title}
          </h2>
          <p className="release-alert__lead">{advert.text}</p>
          <ul className="release-alert__points">
            {advert.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <WaitlistForm />
      </div>
    </section>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2ZM10 21h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
