import { Link } from 'react-router';
import type { Overview } from '../../../shared/overview';
import { countOf } from '../../kit/count';
import { LowStock } from './low-stock';

type Item = { key: string; text: string; to: string };

/** What waits on someone today, each with the screen that deals with it; nothing at zero. */
function itemsOf(overview: Overview): Item[] {
  const items: Item[] = [];
  const add = (count: number, key: string, text: string, to: string) => {
    if (count > 0) items.push({ key, text, to });
  };
  const overdue = overview.overdue_tasks;
  add(overdue, 'overdue', `${countOf(overdue, 'task')} of yours overdue`, '/dashboard/my-work');
  const enquiries = overview.new_enquiries;
  add(
    enquiries,
    'enquiries',
    countOf(enquiries, 'new enquiry', 'new enquiries'),
    '/dashboard/enquiries?status=new',
  );
  const failed = overview.failed_sends;
  if (failed) {
    add(
      failed.mail,
      'mail',
      `${countOf(failed.mail, 'mail')} failed to send`,
      '/dashboard/outbox?state=failed',
    );
    add(
      failed.webhooks,
      'webhooks',
      `${countOf(failed.webhooks, 'webhook delivery', 'webhook deliveries')} failed`,
      '/dashboard/webhooks',
    );
  }
  return items;
}

/**
 * "Needs attention today": the caller's overdue tasks, the enquiries nobody has answered, what
 * failed to send (superusers) and what is low on stock, each leading to its screen; a calm
 * sentence when nothing does. Nothing before the overview has loaded.
 */
export function NeedsAttention({ overview }: { overview: Overview | null }) {
  if (!overview) return null;
  const items = itemsOf(overview);
  const { inventory, stickers } = overview.low_stock;
  const calm = items.length === 0 && inventory + stickers === 0;
  return (
    <section className="overview__section" aria-labelledby="overview-attention">
      <h2 id="overview-attention" className="overview__heading">
        Needs attention today
      </h2>
      {calm ? <p className="overview__calm">Nothing needs attention today.</p> : null}
      <div className="overview__attention">
        {items.length > 0 ? (
          <ul className="overview__low" aria-label="Waiting on someone">
            {items.map((item) => (
              <li key={item.key}>
                <Link className="overview__low-link" to={item.to}>
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <LowStock counts={overview.low_stock} />
      </div>
    </section>
  );
}
