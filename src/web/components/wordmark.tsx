import { company } from '../content/company';
import './wordmark.css';

/** The logo mark (also the favicon) beside the company's short name. */
export function Wordmark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`wordmark wordmark--${tone}`}>
      <svg className="wordmark__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0a5cd6" />
        <path
          d="M9 23V9l14 14V9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23" cy="9" r="2.5" fill="#f5a524" />
      </svg>
      <span className="wordmark__text">{company.wordmark}</span>
    </span>
  );
}
