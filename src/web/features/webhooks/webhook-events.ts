import { RESOURCE_NAMES } from '../../../shared/resources/names';
import { LOW_STOCK_RESOURCES, RECORD_EVENTS } from '../../../shared/webhooks';
import { capitalized, nounOf } from '../../lib/records';

export const EVERYTHING = '*';
export const WEBHOOKS = '/dashboard/webhooks';
export const webhookPath = (id: number) => `${WEBHOOKS}/${id}`;

const ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  restored: 'Restored',
  low_stock: 'Low stock',
};

const lowStock = new Set<string>(LOW_STOCK_RESOURCES);

/** The form's checkboxes, one group a resource: its record events, and low stock where stock is. */
export const EVENT_GROUPS = RESOURCE_NAMES.map((name) => ({
  name,
  label: capitalized(nounOf(name, 2)),
  events: [...RECORD_EVENTS, ...(lowStock.has(name) ? ['low_stock'] : [])].map((action) => ({
    value: `${name}.${action}`,
    label: ACTION_LABELS[action] ?? action,
  })),
}));

const SHOWN = 3;

/** A webhook's events in a line: "Everything", or "4 events: clients.created, …, and 1 more". */
export function eventsSummary(events: readonly string[]): string {
  if (events.includes(EVERYTHING)) return 'Everything';
  const first = events.slice(0, SHOWN).join(', ');
  const more = events.length - SHOWN;
  const count = events.length === 1 ? '1 event' : `${events.length} events`;
  return more > 0 ? `${count}: ${first} and ${more} more` : `${count}: ${first}`;
}

/** What a webhook's form holds; Everything keeps the boxes ticked under it for when it is off. */
export interface WebhookValues extends Record<string, unknown> {
  url: string;
  events: string[];
}

/** What is sent: Everything alone, or the events ticked. */
export const eventsToSend = (events: readonly string[]) =>
  events.includes(EVERYTHING) ? [EVERYTHING] : [...events];
