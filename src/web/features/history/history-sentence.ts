import type { HistoryEntry } from '../../../shared/history';
import type { MoneyFormatter } from '../../../shared/money-format';
import { listOf } from '../../kit/edit-conflict';
import type { HistoryLabels } from '../../kit/record-history';
import { nounOf } from '../../lib/records';
import { changeText, valueText } from './change-text';

export interface SentenceContext {
  /**
   * The record whose History panel shows the line: it is "this client", and its parts are named
   * ("funding “Grant”"). Absent in the activity log, where every record is named.
   */
  subject?: { resource: string; id: number } | null;
  labels: HistoryLabels;
  /** How its money reads: the screen's useMoney (USD in en-US when not given). */
  money?: MoneyFormatter;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * One history entry as a sentence: "chief changed Contact phone from +1 555 0100 to +1 555 0199",
 * "chief created this client", "chief added funding “Grant”", "chief imported this client from
 * clients.csv". The time is not part of it.
 */
export function historySentence(entry: HistoryEntry, { subject, labels, money }: SentenceContext) {
  const who = entry.actor ?? 'Someone';
  const noun = nounOf(entry.resource);
  const own = subject?.resource === entry.resource && subject.id === entry.record_id;
  // What the line calls the record: "this client", or its noun and title when it is another.
  const it = own ? `this ${noun}` : entry.title ? `${noun} “${entry.title}”` : article(noun);
  // A part (a funding of a project) is added to and removed from its parent.
  const part = entry.parent !== null;
  const file = entry.import?.file_name;

  switch (entry.action) {
    case 'create':
      if (file) return `${who} imported ${it} from ${file}`;
      return `${who} ${part ? 'added' : 'created'} ${it}`;
    case 'delete':
      return `${who} ${part ? 'removed' : 'deleted'} ${it}`;
    case 'restore':
      return `${who} restored ${it}`;
    case 'erase':
      return `${who} deleted ${it} forever`;
    case 'connect': {
      const client = entry.changes[0]?.to_title;
      return `${who} connected ${it} to ${client ? `client “${client}”` : 'a client'}`;
    }
    case 'disconnect': {
      const client = entry.changes[0]?.from_title;
      return `${who} disconnected ${it} from ${client ? `client “${client}”` : 'its client'}`;
    }
    case 'update': {
      const assigned = assignment(entry);
      if (assigned && !file) return `${who} ${assigned(it)}`;
      const what = listOf(
        entry.changes.map((c) => changeText(c, labels[entry.resource], entry.resource, money)),
      );
      if (file) return `${who} updated ${it} from ${file}${what ? `: ${what}` : ''}`;
      if (!what) return `${who} changed ${it}`;
      return own ? `${who} changed ${what}` : `${who} changed ${it}: ${what}`;
    }
    default:
      return accountSentence(entry, who, it);
  }
}

/**
 * A change of a task's assignee alone, as its words: "assigned task “Wire” to ada",
 * "unassigned task “Wire”" (the account named as it was called then).
 */
function assignment(entry: HistoryEntry) {
  const [change, ...more] = entry.changes;
  if (!change || more.length > 0 || change.field !== 'assignee_id') return undefined;
  if (change.to === null || change.to === undefined) return (it: string) => `unassigned ${it}`;
  return (it: string) => `assigned ${it} to ${change.to_title ?? 'a staff account'}`;
}

/** A token's name as its event keeps it: “Deploy script”. */
function tokenName(entry: HistoryEntry) {
  const name = entry.changes.find((change) => change.field === 'name');
  return `“${valueText(name?.to ?? name?.from ?? null)}”`;
}

/** What happened to an account (superusers): sign-ins, roles, passwords, two-step sign-in. */
function accountSentence(entry: HistoryEntry, who: string, it: string) {
  // Someone acting on their own account: "bob changed their password".
  const self = entry.actor !== null && entry.actor === entry.title;
  const from = entry.address ? ` from ${entry.address}` : '';
  switch (entry.action) {
    case 'user_created':
      return `${who} created ${it}`;
    case 'role_changed': {
      const role = entry.changes.find((change) => change.field === 'role');
      const fromTo = role ? ` from ${valueText(role.from)} to ${valueText(role.to)}` : '';
      return `${who} changed the role of ${it}${fromTo}`;
    }
    case 'password_changed':
      return self ? `${who} changed their password` : `${who} changed the password of ${it}`;
    case 'password_reset':
      return `${who} reset their password by email`;
    case 'two_step_on':
      return `${who} turned on two-step sign-in${self ? '' : ` for ${it}`}`;
    case 'two_step_off':
      return `${who} turned off two-step sign-in${self ? '' : ` for ${it}`}`;
    case 'sign_in':
      return `${who} signed in${from}`;
    case 'sign_in_failed':
      // A name no account has leaves no title: there is no account to name.
      return entry.title === null && !self
        ? `A sign-in failed${from}`
        : `A sign-in to ${it} failed${from}`;
    case 'api_token_created':
      return `${who} made the API token ${tokenName(entry)}`;
    case 'api_token_revoked':
      return self
        ? `${who} revoked their API token ${tokenName(entry)}`
        : `${who} revoked the API token ${tokenName(entry)} of ${it}`;
    default:
      return `${who} changed ${it}`;
  }
}
