import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '../../../shared/webhooks';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const hook = (id: number, overrides: Partial<Webhook> = {}): Webhook => ({
  id,
  url: `https://hooks.example.com/receive/${id}`,
  events: ['clients.created', 'clients.updated', 'projects.deleted', 'tools.restored'],
  active: true,
  disabled_reason: null,
  created_by: 'superuser',
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('the Webhooks list', () => {
  it('shows each webhook’s address, events in short, On or Off and why it went off', async () => {
    stubFetch({
      'GET /api/v1/webhooks': reply(200, [
        hook(1, { events: ['*'] }),
        hook(2, { active: false, disabled_reason: 'Switched off after failing for a day.' }),
      ]),
    });
    renderApp('/dashboard/webhooks', signedInAs('superuser'));
    const list = within(await screen.findByRole('list', { name: 'Webhooks' }));
    const [first, second] = list.getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/dashboard/webhooks/1');
    expect(first!.textContent).toContain('https://hooks.example.com/receive/1');
    expect(first!.textContent).toContain('Everything · added by superuser');
    expect(first!.textContent).toContain('On');
    expect(second!.textContent).toContain(
      '4 events: clients.created, clients.updated, projects.deleted and 1 more',
    );
    expect(second!.textContent).toContain('Off');
    expect(second!.textContent).toContain('Switched off after failing for a day.');
    expect(screen.getByText('2 webhooks')).toBeTruthy();
  });

  it('says what a webhook is for when there is none, and offers Retry on an error', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/webhooks': () =>
        ++calls === 1 ? reply(503, { message: 'Down' }) : reply(200, []),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/webhooks', signedInAs('superuser'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The webhooks could not be loaded: Down',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'No webhooks yet. Add one to tell another program when records change.',
      ),
    ).toBeTruthy();
  });
});

describe('Add webhook', () => {
  it('shows the signing secret once, after adding', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/webhooks': reply(201, {
        webhook: hook(7, { events: ['clients.created', 'stickers.low_stock'] }),
        secret: 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==',
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/webhooks/new', signedInAs('superuser'));
    await user.type(await screen.findByLabelText('Payload URL'), 'https://hooks.example.com/r/7');
    await user.click(
      within(screen.getByRole('group', { name: 'Clients' })).getByRole('checkbox', {
        name: 'Created',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Stickers' })).getByRole('checkbox', {
        name: 'Low stock',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByLabelText('Signing secret');
    expect((secret as HTMLInputElement).value).toBe(
      'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==',
    );
    expect((secret as HTMLInputElement).readOnly).toBe(true);
    expect(document.activeElement).toBe(secret);
    expect(
      screen.getByText(/Copy this signing secret now: it will not be shown again\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(sentBody(fetchMock, 0)).toEqual({
      webhook: {
        url: 'https://hooks.example.com/r/7',
        events: ['clients.created', 'stickers.low_stock'],
      },
    });
    // Once: the list it leads back to has no secret in it.
    stubFetch({ 'GET /api/v1/webhooks': reply(200, [hook(7)]) });
    await user.click(screen.getByRole('link', { name: 'Done' }));
    await screen.findByRole('list', { name: 'Webhooks' });
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    expect(document.body.textContent).not.toContain('whsec_');
  });

  it('“Everything” disables the other events, and sends * alone', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/webhooks': reply(201, {
        webhook: hook(8, { events: ['*'] }),
        secret: 'whsec_x',
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/webhooks/new', signedInAs('superuser'));
    const clients = within(await screen.findByRole('group', { name: 'Clients' }));
    const created = clients.getByRole('checkbox', { name: 'Created' }) as HTMLInputElement;
    await user.click(created);
    await user.click(screen.getByRole('checkbox', { name: 'Everything (*)' }));
    const others = screen
      .getAllByRole('checkbox')
      .filter((box) => box.getAttribute('value') !== null) as HTMLInputElement[];
    expect(others.length).toBeGreaterThan(40);
    expect(others.every((box) => box.disabled && box.checked)).toBe(true);
    // Unticked again, what was ticked before comes back.
    await user.click(screen.getByRole('checkbox', { name: 'Everything (*)' }));
    expect(created.disabled).toBe(false);
    expect(created.checked).toBe(true);
    expect(others.filter((box) => box.checked)).toEqual([created]);
    await user.click(screen.getByRole('checkbox', { name: 'Everything (*)' }));
    await user.type(screen.getByLabelText('Payload URL'), 'https://hooks.example.com/all');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await screen.findByLabelText('Signing secret');
    expect(sentBody(fetchMock, 0)).toEqual({
      webhook: { url: 'https://hooks.example.com/all', events: ['*'] },
    });
  });

  it('shows the server’s refusal under its field, keeping what was typed', async () => {
    stubFetch({
      'POST /api/v1/webhooks': reply(422, {
        message: 'webhook.url must not point to a private, loopback or link-local address',
        errors: { 'webhook.url': ['must not point to a private, loopback or link-local address'] },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/webhooks/new', signedInAs('superuser'));
    const url = await screen.findByLabelText('Payload URL');
    // Nothing ticked: the browser's own check names the events first.
    await user.type(url, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Events: choose at least one event')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Everything (*)' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Payload URL must not point to a private, loopback or link-local address'),
    ).toBeTruthy();
    expect((url as HTMLInputElement).value).toBe('https://10.0.0.5/hook');
    expect(document.activeElement).toBe(url);
  });
});
