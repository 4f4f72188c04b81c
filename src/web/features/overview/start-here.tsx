import { Link } from 'react-router';
import type { Overview, StartStep } from '../../../shared/overview';

/** Each first step: what it asks, why, and the screen where it is done. */
const STEPS: Record<StartStep, { label: string; why: string; to: string }> = {
  client: {
    label: 'Add your first client',
    why: 'Projects, their money and tasks hang off a client.',
    to: '/dashboard/clients/new',
  },
  import: {
    label: 'Import a spreadsheet',
    why: 'Bring the clients you already keep in a CSV or XLSX file.',
    to: '/dashboard/clients?import',
  },
  colleague: {
    label: 'Invite a colleague',
    why: 'They choose their own password from the mail.',
    to: '/dashboard/users',
  },
  mail: {
    label: 'Set up mail',
    why: 'Until SMTP_URL is set, invitations and resets wait in the Outbox.',
    to: '/dashboard/outbox',
  },
};

/**
 * A new installation's first steps that are not done yet, as the server decides them, each
 * leading to where it is done; each goes once done, and with every one done so does the list.
 */
export function StartHere({ steps }: { steps: Overview['start'] | undefined }) {
  const open = (steps ?? []).filter((step) => !step.done);
  if (open.length === 0) return null;
  return (
    <section className="overview__section" aria-labelledby="overview-start">
      <h2 id="overview-start" className="overview__heading">
        Start here
      </h2>
      <ol className="overview__steps">
        {open.map(({ step }) => (
          <li key={step}>
            <Link className="overview__step" to={STEPS[step].to}>
              <span className="overview__step-label">{STEPS[step].label}</span>
              <span className="overview__step-why">{STEPS[step].why}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
