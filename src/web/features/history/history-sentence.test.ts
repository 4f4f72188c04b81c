import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/history';
import { moneyFormatter } from '../../../shared/money-format';
import { changeText, humanize, valueText } from './change-text';
import { historySentence } from './history-sentence';

const entry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00.000Z',
  actor: 'chief',
  action: 'update',
  resource: 'clients',
  record_id: 3,
  parent: null,
  title: 'Acme',
  changes: [],
  address: null,
  import: null,
  ...overrides,
});

const labels = {
  clients: { phone_number: 'Contact phone', city: 'Location (City)', organization_name: 'Name' },
  projects: { description: 'Notes', client_id: 'Client' },
  fundings: { amount: 'Amount', source: 'Source' },
  tasks: { completed: 'Done' },
};
const onClient = { subject: { resource: 'clients', id: 3 }, labels };
const onProject = { subject: { resource: 'projects', id: 7 }, labels };
const inActivity = { labels };
const ofProject = { parent: { resource: 'projects', id: 7 } };

describe('a history line on its own record’s panel', () => {
  it('says which field changed, by the form’s label, from what to what', () => {
    const changes = [{ field: 'phone_number', from: '+1 555 0100', to: '+1 555 0199' }];
    expect(historySentence(entry({ changes }), onClient)).toBe(
      'chief changed Contact phone from +1 555 0100 to +1 555 0199',
    );
  });

  it('lists several changes in one sentence', () => {
    const changes = [
      { field: 'organization_name', from: 'Acme', to: 'Acme Ltd' },
      { field: 'city', from: 'Oslo', to: 'Bergen' },
      { field: 'phone_number', from: '1', to: '2' },
    ];
    expect(historySentence(entry({ changes }), onClient)).toBe(
      'chief changed Name from Acme to Acme Ltd, Location (City) from Oslo to Bergen and Contact phone from 1 to 2',
    );
  });

  it('calls the record "this client" when it was created, deleted, restored', () => {
    expect(historySentence(entry({ action: 'create' }), onClient)).toBe(
      'chief created this client',
    );
    expect(historySentence(entry({ action: 'delete' }), onClient)).toBe(
      'chief deleted this client',
    );
    expect(historySentence(entry({ action: 'restore' }), onClient)).toBe(
      'chief restored this client',
    );
  });

  it('says a task was assigned to someone by name, or unassigned', () => {
    const task = { ...ofProject, resource: 'tasks', record_id: 9, title: 'Wire' };
    const to = { field: 'assignee_id', from: null, to: 4, to_title: 'ada' };
    expect(historySentence(entry({ ...task, changes: [to] }), onProject)).toBe(
      'chief assigned task “Wire” to ada',
    );
    const off = { field: 'assignee_id', from: 4, to: null, from_title: 'ada' };
    expect(historySentence(entry({ ...task, changes: [off] }), onProject)).toBe(
      'chief unassigned task “Wire”',
    );
    const due = { field: 'due_on', from: null, to: '2030-03-01' };
    expect(historySentence(entry({ ...task, changes: [due] }), onProject)).toBe(
      'chief changed task “Wire”: Due on from (empty) to 2030-03-01',
    );
  });

  it('says "Someone" when the server does not know who', () => {
    expect(historySentence(entry({ actor: null, action: 'create' }), onClient)).toBe(
      'Someone created this client',
    );
  });

  it('says a project was connected to or disconnected from its client', () => {
    const connect = entry({ resource: 'projects', record_id: 7, action: 'connect' });
    expect(historySentence(connect, onProject)).toBe('chief connected this project to a client');
    const disconnect = { ...connect, action: 'disconnect' as const };
    expect(historySentence(disconnect, onProject)).toBe(
      'chief disconnected this project from its client',
    );
  });

  it('names the client when the entry does (as it was called at the write)', () => {
    const change = { field: 'client_id', from: null, to: 3, to_title: 'Acme' };
    const connect = entry({
      resource: 'projects',
      record_id: 7,
      action: 'connect',
      changes: [change],
    });
    expect(historySentence(connect, onProject)).toBe(
      'chief connected this project to client “Acme”',
    );
    const disconnect = {
      ...connect,
      action: 'disconnect' as const,
      changes: [{ field: 'client_id', from: 3, to: null, from_title: 'Acme' }],
    };
    expect(historySentence(disconnect, onProject)).toBe(
      'chief disconnected this project from client “Acme”',
    );
    const moved = {
      ...connect,
      action: 'update' as const,
      changes: [{ ...change, from: 2, from_title: 'Zeta' }],
    };
    expect(
      historySentence(moved, { ...onProject, labels: { projects: { client_id: 'Client' } } }),
    ).toBe('chief changed Client from Zeta to Acme');
  });

  it('falls back to "changed this client" for an update without field changes', () => {
    expect(historySentence(entry(), onClient)).toBe('chief changed this client');
  });
});

describe('a line written by an import', () => {
  const imported = { import: { id: 7, file_name: 'clients.csv' } };

  it('says the record was imported, and from which file', () => {
    expect(historySentence({ ...entry({ action: 'create' }), ...imported }, onClient)).toBe(
      'chief imported this client from clients.csv',
    );
    expect(historySentence({ ...entry({ action: 'create' }), ...imported }, inActivity)).toBe(
      'chief imported client “Acme” from clients.csv',
    );
  });

  it('says the record was updated from the file, and what changed', () => {
    const changes = [{ field: 'phone_number', from: '+1 555 0100', to: '+1 555 0199' }];
    expect(historySentence({ ...entry({ changes }), ...imported }, onClient)).toBe(
      'chief updated this client from clients.csv: Contact phone from +1 555 0100 to +1 555 0199',
    );
    expect(historySentence({ ...entry({ changes }), ...imported }, inActivity)).toBe(
      'chief updated client “Acme” from clients.csv: Contact phone from +1 555 0100 to +1 555 0199',
    );
    expect(historySentence({ ...entry(), ...imported }, onClient)).toBe(
      'chief updated this client from clients.csv',
    );
  });

  it('reads as before for a write no import made', () => {
    expect(historySentence({ ...entry({ action: 'create' }), import: null }, onClient)).toBe(
      'chief created this client',
    );
  });
});

describe('a line about a part, on its parent’s panel', () => {
  const funding = { resource: 'fundings', record_id: 12, title: 'Grant', ...ofProject };

  it('says a part was added, removed and restored, by its noun and title', () => {
    expect(historySentence(entry({ ...funding, action: 'create' }), onProject)).toBe(
      'chief added funding “Grant”',
    );
    expect(historySentence(entry({ ...funding, action: 'delete' }), onProject)).toBe(
      'chief removed funding “Grant”',
    );
    expect(historySentence(entry({ ...funding, action: 'restore' }), onProject)).toBe(
      'chief restored funding “Grant”',
    );
  });

  it('names the part before its changes, with the part’s own labels', () => {
    const changes = [{ field: 'amount', from: 1250.5, to: 1300 }];
    expect(historySentence(entry({ ...funding, changes }), onProject)).toBe(
      'chief changed funding “Grant”: Amount from $1,250.50 to $1,300.00',
    );
  });

  it('reads money as the tables do, and a quantity as typed', () => {
    const expense = { resource: 'expenses', record_id: 5, title: 'Cable', ...ofProject };
    const changes = [
      { field: 'unit_selling_price', from: 0.5, to: -12 },
      { field: 'quantity', from: 1.5, to: 2 },
    ];
    expect(historySentence(entry({ ...expense, changes }), onProject)).toBe(
      'chief changed expense “Cable”: Unit selling price from $0.50 to -$12.00 and Quantity from 1.5 to 2',
    );
  });

  it('reads money in the currency and locale it is given', () => {
    const changes = [{ field: 'amount', from: 1250.5, to: 1300 }];
    const money = moneyFormatter({ currency: 'EUR', locale: 'de-DE' });
    const sentence = historySentence(entry({ ...funding, changes }), { ...onProject, money });
    expect(sentence.replace(/\u00a0/g, ' ')).toBe(
      'chief changed funding “Grant”: Amount from 1.250,50 € to 1.300,00 €',
    );
  });

  it('reads a flag as yes or no', () => {
    const task = { resource: 'tasks', record_id: 4, title: 'Mount cameras', ...ofProject };
    const changes = [{ field: 'completed', from: false, to: true }];
    expect(historySentence(entry({ ...task, changes }), onProject)).toBe(
      'chief changed task “Mount cameras”: Done from no to yes',
    );
  });

  it('uses the article a part’s noun takes when it has no title', () => {
    const expense = { resource: 'expenses', record_id: 5, title: null, ...ofProject };
    expect(historySentence(entry({ ...expense, action: 'create' }), onProject)).toBe(
      'chief added an expense',
    );
  });
});

describe('a line in the activity log', () => {
  it('says a waitlist address was deleted without naming it: it is gone for good', () => {
    const removed = { action: 'delete' as const, resource: 'waitlist', record_id: 4, title: null };
    expect(historySentence(entry(removed), inActivity)).toBe('chief deleted a waitlist address');
  });

  it('names every record, parts by their own noun', () => {
    expect(historySentence(entry({ action: 'create' }), inActivity)).toBe(
      'chief created client “Acme”',
    );
    const changes = [{ field: 'city', from: 'Oslo', to: 'Bergen' }];
    expect(historySentence(entry({ changes }), inActivity)).toBe(
      'chief changed client “Acme”: Location (City) from Oslo to Bergen',
    );
    const funding = { resource: 'fundings', record_id: 12, title: 'Grant', ...ofProject };
    expect(historySentence(entry({ ...funding, action: 'create' }), inActivity)).toBe(
      'chief added funding “Grant”',
    );
  });

  it('says a record was deleted forever', () => {
    const tool = { resource: 'tools', record_id: 2, title: 'Drill', action: 'erase' as const };
    expect(historySentence(entry(tool), inActivity)).toBe('chief deleted tool “Drill” forever');
  });

  it('names an inventory item with "an" when it has no title', () => {
    const item = { resource: 'inventory', record_id: 2, title: null, action: 'delete' as const };
    expect(historySentence(entry(item), inActivity)).toBe('chief deleted an inventory item');
  });

  it('shows a field no label table knows by its humanized name', () => {
    const changes = [{ field: 'email_address', from: 'a@x.test', to: 'b@x.test' }];
    expect(historySentence(entry({ changes }), inActivity)).toBe(
      'chief changed client “Acme”: Email address from a@x.test to b@x.test',
    );
  });
});

describe('account events (superusers)', () => {
  const account = { resource: 'users', record_id: 9, title: 'bob' };
  const onAccount = { subject: { resource: 'users', id: 9 }, labels };

  it('tells who created an account and changed its role', () => {
    expect(historySentence(entry({ ...account, action: 'user_created' }), onAccount)).toBe(
      'chief created this account',
    );
    const changes = [{ field: 'role', from: 'admin', to: 'superuser' }];
    expect(
      historySentence(entry({ ...account, action: 'role_changed', changes }), inActivity),
    ).toBe('chief changed the role of account “bob” from admin to superuser');
  });

  it('tells a password change by the account itself from one by a superuser', () => {
    const own = entry({ ...account, actor: 'bob', action: 'password_changed' });
    expect(historySentence(own, onAccount)).toBe('bob changed their password');
    const reset = entry({ ...account, action: 'password_changed' });
    expect(historySentence(reset, onAccount)).toBe('chief changed the password of this account');
  });

  it('tells two-step sign-in turned on and off', () => {
    const on = entry({ ...account, actor: 'bob', action: 'two_step_on' });
    expect(historySentence(on, onAccount)).toBe('bob turned on two-step sign-in');
    const off = entry({ ...account, action: 'two_step_off' });
    expect(historySentence(off, inActivity)).toBe(
      'chief turned off two-step sign-in for account “bob”',
    );
  });

  it('tells sign-ins and failed sign-ins with their address', () => {
    const address = '203.0.113.9';
    const signIn = entry({ ...account, actor: 'bob', action: 'sign_in', address });
    expect(historySentence(signIn, onAccount)).toBe('bob signed in from 203.0.113.9');
    const failed = entry({ ...account, actor: null, action: 'sign_in_failed', address });
    expect(historySentence(failed, onAccount)).toBe(
      'A sign-in to this account failed from 203.0.113.9',
    );
    expect(historySentence({ ...failed, address: null }, inActivity)).toBe(
      'A sign-in to account “bob” failed',
    );
    const unknown = { ...failed, record_id: null, title: null };
    expect(historySentence(unknown, inActivity)).toBe('A sign-in failed from 203.0.113.9');
  });

  it('tells API tokens made and revoked, by their name', () => {
    const made = entry({
      ...account,
      actor: 'bob',
      action: 'api_token_created',
      changes: [{ field: 'name', from: null, to: 'Deploy' }],
    });
    expect(historySentence(made, onAccount)).toBe('bob made the API token “Deploy”');
    const gone = [{ field: 'name', from: 'Deploy', to: null }];
    const own = entry({ ...account, actor: 'bob', action: 'api_token_revoked', changes: gone });
    expect(historySentence(own, onAccount)).toBe('bob revoked their API token “Deploy”');
    const revoked = entry({ ...account, action: 'api_token_revoked', changes: gone });
    expect(historySentence(revoked, inActivity)).toBe(
      'chief revoked the API token “Deploy” of account “bob”',
    );
  });
});

describe('a change’s words', () => {
  it('names a value the history does not keep, without quoting it', () => {
    expect(changeText({ field: 'image', changed: true }, { image: 'Image' })).toBe('the image');
    expect(changeText({ field: 'sections', changed: true })).toBe('the sections');
    expect(changeText({ field: 'password', changed: true })).toBe('the password');
  });

  it('shows an empty value as (empty)', () => {
    expect(changeText({ field: 'city', from: '', to: 'Bergen' })).toBe(
      'City from (empty) to Bergen',
    );
    expect(changeText({ field: 'client_id', from: 3, to: null }, { client_id: 'Client' })).toBe(
      'Client from 3 to (empty)',
    );
  });

  it('names a long or many-line text instead of quoting it', () => {
    expect(changeText({ field: 'description', from: 'short', to: 'x'.repeat(61) })).toBe(
      'Description',
    );
    expect(changeText({ field: 'content', from: 'one\ntwo', to: 'one' })).toBe('Content');
    expect(changeText({ field: 'title', from: 'a', to: 'x'.repeat(60) })).toBe(
      `Title from a to ${'x'.repeat(60)}`,
    );
  });

  it('humanizes field names and reads values', () => {
    expect(humanize('phone_number')).toBe('Phone number');
    expect(humanize('client_id')).toBe('Client');
    expect(valueText(0)).toBe('0');
    expect(valueText(false)).toBe('no');
    expect(valueText(undefined)).toBe('(empty)');
  });
});
