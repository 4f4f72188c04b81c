import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { webhookReceiver, type Received, type WebhookReceiver } from '../support/webhook-receiver';
import { api, expect, test } from './fixtures';
import { escapeRegExp, unique } from './support';

// Webhooks as a superuser sees them, delivering to a receiver this test starts on 127.0.0.1
// (the e2e server runs with WEBHOOK_ALLOW_PRIVATE on, playwright.config.ts). Every address
// carries a unique query, so a row and a delivery are told apart from any other test's.

const SHOTS = '/tmp/hook-shots';
const LIST = '/dashboard/webhooks';

/** The POST the receiver got for the client `org` (other deliveries may arrive meanwhile). */
async function receivedFor(receiver: WebhookReceiver, org: string): Promise<Received> {
  const find = () => receiver.received.find((r) => r.body.includes(JSON.stringify(org)));
  await expect.poll(() => find() !== undefined, { message: `a delivery for ${org}` }).toBe(true);
  return find()!;
}

async function createClient(page: Page) {
  const org = `Hooked ${unique()}`;
  await api(page, 'POST', '/api/v1/clients', { client: { organization_name: org } });
  return org;
}

/** A webhook on clients.created, added through the API: its id and address. */
async function addHook(page: Page, receiver: WebhookReceiver) {
  const url = `${receiver.url}?t=${unique()}`;
  const made = (await api(page, 'POST', '/api/v1/webhooks', {
    webhook: { url, events: ['clients.created'] },
  })) as { webhook: { id: number } };
  return { id: made.webhook.id, url };
}

const hookRow = (page: Page, url: string) =>
  page.getByRole('list', { name: 'Webhooks' }).getByRole('link', {
    name: new RegExp(escapeRegExp(url)),
  });
const delivery = (page: Page, name: string) => page.getByRole('article', { name });

/** Neither the screen's text and markup nor any field holds the secret. */
async function expectNoSecret(page: Page, secret: string) {
  await expect(page.getByLabel('Signing secret')).toHaveCount(0);
  const everything = await page.evaluate(() =>
    [
      document.documentElement.outerHTML,
      ...Array.from(
        document.querySelectorAll('input, textarea'),
        (e) => (e as HTMLInputElement).value,
      ),
    ].join('\n'),
  );
  expect(everything).not.toContain(secret.slice('whsec_'.length));
}

/** Waits until nothing on the screen is loading, then takes it whole. */
async function shoot(page: Page, file: string) {
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
  // From the top: scrolled, a full-page shot draws the fixed sidebar half-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, file), fullPage: true });
}

let receiver: WebhookReceiver;
test.beforeEach(async () => {
  receiver = await webhookReceiver();
});
test.afterEach(async () => {
  await receiver.stop();
});

test('a superuser adds a webhook, sees its secret once, and a delivery verifies with it', async ({
  adminPage: page,
}) => {
  const url = `${receiver.url}?t=${unique()}`;
  await page.goto(LIST);
  await page.getByRole('link', { name: '+ Add webhook' }).click();
  await page.getByLabel('Payload URL').fill(url);
  await page
    .getByRole('group', { name: 'Clients', exact: true })
    .getByRole('checkbox', { name: 'Created' })
    .check();
  await page.getByRole('button', { name: 'Add webhook' }).click();

  await expect(
    page.getByText('Copy this signing secret now: it will not be shown again.'),
  ).toBeVisible();
  const field = page.getByLabel('Signing secret');
  await expect(field).toBeFocused();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

  // Done, then Back to the form, then the webhook itself: the secret is nowhere.
  await page.getByRole('link', { name: 'Done' }).click();
  const row = hookRow(page, url);
  await expect(row).toContainText('1 event: clients.created');
  await expect(row).toContainText('On');
  await page.goBack();
  await expect(page.getByLabel('Payload URL')).toHaveValue('');
  await page.goForward();
  await row.click();
  await expect(page.getByRole('button', { name: 'Send test' })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expectNoSecret(page, secret);
  await page.goto(LIST);
  await expect(row).toBeVisible();
  await expectNoSecret(page, secret);

  const org = await createClient(page);
  const got = await receivedFor(receiver, org);
  const verified = new Webhook(secret).verify(got.body, {
    'webhook-id': String(got.headers['webhook-id']),
    'webhook-timestamp': String(got.headers['webhook-timestamp']),
    'webhook-signature': String(got.headers['webhook-signature']),
  });
  expect(verified).toMatchObject({ type: 'clients.created', data: { resource: 'clients' } });
  // Anything else fails the check: the signature is over these very bytes.
  expect(() =>
    new Webhook(secret).verify(got.body.replace('Hooked', 'Hacked'), {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    }),
  ).toThrow();

  await api(page, 'DELETE', `/api/v1/webhooks/${id}`);
});

test('a webhook’s detail lists its deliveries, and Send test pings the receiver', async ({
  adminPage: page,
}) => {
  const hook = await addHook(page, receiver);
  const org = await createClient(page);
  await receivedFor(receiver, org);

  await page.goto(`${LIST}/${hook.id}`);
  const sent = delivery(page, 'clients.created, Sent');
  await expect(sent).toContainText('HTTP 200');
  await expect(sent).toContainText('1 attempt');

  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('A ping is on its way.', { exact: false })).toBeVisible();
  await expect
    .poll(() => receiver.received.some((r) => r.body.includes('"type":"webhook.ping"')))
    .toBe(true);
  await page
    .getByRole('region', { name: 'Deliveries' })
    .getByRole('button', { name: 'Refresh' })
    .click();
  const ping = delivery(page, 'webhook.ping, Sent');
  await expect(ping).toContainText('HTTP 200');
  // Newest first: the ping above the client's delivery.
  const items = page.getByRole('list', { name: 'Deliveries' }).getByRole('article');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAccessibleName('webhook.ping, Sent');
  await shoot(page, 'webhook-detail.png');

  await api(page, 'DELETE', `/api/v1/webhooks/${hook.id}`);
});

test('a failed delivery shows its status, and a webhook is switched off and deleted', async ({
  adminPage: page,
}) => {
  const hook = await addHook(page, receiver);
  receiver.answerWith(() => 500);
  const org = await createClient(page);
  await receivedFor(receiver, org);

  // It waits for its retry (the receiver says 500 to that too).
  await page.goto(`${LIST}/${hook.id}`);
  const failed = delivery(page, 'clients.created, Waiting');
  await expect(failed.getByRole('list', { name: 'Attempts' })).toContainText('HTTP 500');
  await expect(failed).toContainText('answer 500');
  await expect(failed).toContainText(/next /);
  await shoot(page, 'webhook-detail-failed.png');

  await page.getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByRole('button', { name: 'Switch on' })).toBeVisible();
  await expect(page.getByText('An Off webhook is sent nothing, not even a test.')).toBeVisible();
  await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
  const row = hookRow(page, hook.url);
  await expect(row.locator('.kit-badge')).toHaveText('Off');
  await shoot(page, 'webhooks-list.png');

  await row.click();
  await page.getByRole('button', { name: 'Delete this webhook' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(hook.url);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByText('Webhook deleted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(hookRow(page, hook.url)).toHaveCount(0);
});
