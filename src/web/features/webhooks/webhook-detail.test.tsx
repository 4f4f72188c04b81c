import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Delivery, Webhook } from '../../../shared/webhooks';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const HOOK: Webhook = {
  id: 4,
  url: 'https://hooks.example.com/receive/4',
  events: ['clients.created'],
  active: true,
  disabled_reason: null,
  created_by: 'superuser',
  created_at: '2026-11-20T10:00:00.000Z',
};

const failed: Delivery = {
  id: 31,
  event: 'clients.created',
  created_at: '2026-11-20T11:00:00.000Z',
  state: 'failed',
  attempts: [
    {
      at: '2026-11-20T11:00:01.000Z',
      status_code: 500,
      duration_ms: 87,
      response: '<h1>Oops</h1> the receiver broke',
    },
    {
      at: '2026-11-20T11:05:01.000Z',
      status_code: null,
      duration_ms: 10000,
      response: 'timed out',
    },
  ],
  next_attempt_at: null,
};
const sent: Delivery = {
  id: 30,
  event: 'webhook.ping',
  created_at: '2026-11-20T10:30:00.000Z',
  state: 'sent',
  attempts: [{ at: '2026-11-20T10:30:01.000Z', status_code: 204, duration_ms: 12, response: '' }],
  next_attempt_at: null,
};

const routes = (deliveries: Delivery[] = [failed, sent]) => ({
  'GET /api/v1/webhooks/4': reply(200, HOOK),
  'GET /api/v1/webhooks/4/deliveries': reply(200, deliveries),
});

describe('a webhook’s page', () => {
  it('lists deliveries newest first, a failed attempt with its status and answer as text', async () => {
    stubFetch(routes());
    renderApp('/dashboard/webhooks/4', signedInAs('superuser'));
    const list = within(await screen.findByRole('list', { name: 'Deliveries' }));
    const items = list.getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'clients.created, Failed',
      'webhook.ping, Sent',
    ]);
    const first = within(items[0]!);
    expect(first.getByText('HTTP 500')).toBeTruthy();
    expect(first.getByText('No answer')).toBeTruthy();
    expect(items[0]!.textContent).toContain('87 ms');
    const answer = items[0]!.querySelector('pre');
    expect(answer?.textContent).toBe('<h1>Oops</h1> the receiver broke');
    expect(answer?.querySelector('h1')).toBeNull();
    // Only a failed delivery can be sent again.
    expect(list.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
    expect(within(items[1]!).getByText('HTTP 204')).toBeTruthy();
  });

  it('Resend calls the route, then loads the deliveries again', async () => {
    let loads = 0;
    const fetchMock = stubFetch({
      ...routes(),
      'GET /api/v1/webhooks/4/deliveries': () =>
        reply(200, ++loads === 1 ? [failed, sent] : [{ ...failed, state: 'waiting' }, sent]),
      'POST /api/v1/webhooks/4/deliveries/31/resend': reply(200, {
        message: 'The delivery will be sent again.',
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/webhooks/4', signedInAs('superuser'));
    await user.click(
      await screen.findByRole('button', { name: 'Resend the clients.created delivery' }),
    );
    expect(await screen.findByText('The delivery will be sent again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Waiting')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual(['/api/v1/webhooks/4/deliveries/31/resend']);
  });

  it('switches the webhook off, and says why a test is then refused', async () => {
    const fetchMock = stubFetch({
      ...routes([]),
      'POST /api/v1/webhooks/4/test': reply(409, { message: 'Switch the webhook on first.' }),
      'PUT /api/v1/webhooks/4': (init) => {
        const { webhook } = JSON.parse(String(init.body)) as { webhook: { active: boolean } };
        return reply(200, { ...HOOK, active: webhook.active });
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/webhooks/4', signedInAs('superuser'));
    expect(await screen.findByText('No deliveries yet. Send a test to see one here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByRole('button', { name: 'Switch on' })).toBeTruthy();
    expect(sentBody(fetchMock, fetchMock.mock.calls.length - 1)).toEqual({
      webhook: { url: HOOK.url, events: HOOK.events, active: false },
    });
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The test could not be sent: Switch the webhook on first.',
    );
  });

  it('deletes after asking, and goes back to the list', async () => {
    stubFetch({
      ...routes([]),
      'DELETE /api/v1/webhooks/4': reply(200, { id: 4 }),
      'GET /api/v1/webhooks': reply(200, []),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/webhooks/4', signedInAs('superuser'));
    await user.click(await screen.findByRole('button', { name: 'Delete this webhook' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete this webhook?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path()).toBe('/dashboard/webhooks'));
    expect(await screen.findByText('Webhook deleted')).toBeTruthy();
  });
});
