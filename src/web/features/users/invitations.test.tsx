import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../../shared/mail';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { invitationState } from './invitation-state';

const USERS_PAGE = 'GET /api/v1/users?limit=20&offset=0';
const noUsers = reply(200, [], { 'X-Total-Count': '0' });

const invitation = (id: number, overrides: Partial<Invitation> = {}): Invitation => ({
  id,
  email_address: `guest${id}@example.com`,
  role: 'ordinary',
  client: null,
  state: 'pending',
  invited_by: 'superuser',
  created_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2026-12-05T10:00:00.000Z',
  accepted_at: null,
  accepted_user: null,
  ...overrides,
});

/** The calls sent with a method, and their bodies. */
const sent = (mock: ReturnType<typeof stubFetch>, method: string) =>
  mock.mock.calls.flatMap((c, i) =>
    c[1]?.method === method ? [{ url: String(c[0]), body: sentBody(mock, i) }] : [],
  );

describe("an invitation's state", () => {
  it('reads Pending until, Accepted by … on, or Expired', () => {
    expect(invitationState(invitation(1))).toBe('Pending until 5 Dec 2026');
    expect(
      invitationState(
        invitation(2, {
          state: 'accepted',
          accepted_at: '2026-11-29T09:00:00.000Z',
          accepted_user: { id: 7, username: 'ivy' },
        }),
      ),
    ).toBe('Accepted by ivy on 29 Nov 2026');
    expect(invitationState(invitation(3, { state: 'expired' }))).toBe('Expired');
  });
});

describe('Invite on the Users screen', () => {
  it('puts refusals under their fields, keeps what was typed, then sends and lists it', async () => {
    let calls = 0;
    const fetchMock = stubFetch({
      [USERS_PAGE]: noUsers,
      'GET /api/v1/invitations': reply(200, []),
      'GET /api/v1/clients?limit=20&offset=0': reply(
        200,
        [{ id: 4, organization_name: 'Acme Ltd' }],
        { 'X-Total-Count': '1' },
      ),
      'POST /api/v1/invitations': () =>
        ++calls === 1
          ? reply(422, {
              message: 'That address is taken',
              errors: { email_address: ['already has a pending invitation'] },
            })
          : reply(201, invitation(9, { email_address: 'new@example.com' })),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/users', signedInAs('superuser'));
    expect(await screen.findByText('No invitations.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite someone' }));

    // Checked in the browser first, by the shared rules.
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Email address is required')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.type(dialog.getByLabelText('Email address'), 'new@example.com');
    // An ordinary account may be linked to a client, searched on the server.
    await dialog.findByRole('option', { name: 'Acme Ltd' });
    await user.selectOptions(dialog.getByLabelText('Client'), '4');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Email address already has a pending invitation')).toBeTruthy();
    expect((dialog.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'new@example.com',
    );

    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = within(screen.getByRole('list', { name: 'Invitations' }));
    expect(list.getByText('new@example.com')).toBeTruthy();
    expect(list.getByText('Pending until 5 Dec 2026')).toBeTruthy();
    expect(sent(fetchMock, 'POST').map((c) => c.body)).toEqual([
      { email_address: 'new@example.com', role: 'ordinary', client_id: 4 },
      { email_address: 'new@example.com', role: 'ordinary', client_id: 4 },
    ]);
  });

  it('sends no client for an admin, and offers none', async () => {
    const fetchMock = stubFetch({
      [USERS_PAGE]: noUsers,
      'GET /api/v1/invitations': reply(200, []),
      'POST /api/v1/invitations': reply(
        201,
        invitation(9, { email_address: 'boss@example.com', role: 'admin' }),
      ),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/users', signedInAs('superuser'));
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Email address'), 'boss@example.com');
    await user.selectOptions(dialog.getByLabelText('Role'), 'admin');
    expect(dialog.queryByLabelText('Client')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to boss@example.com')).toBeTruthy();
    expect(sent(fetchMock, 'POST').map((c) => c.body)).toEqual([
      { email_address: 'boss@example.com', role: 'admin' },
    ]);
  });
});

describe('the invitations list', () => {
  it('words each state, and offers Send again and Withdraw where they apply', async () => {
    const fetchMock = stubFetch({
      [USERS_PAGE]: noUsers,
      'GET /api/v1/invitations': reply(200, [
        invitation(3),
        invitation(2, {
          state: 'accepted',
          role: 'admin',
          accepted_at: '2026-11-29T09:00:00.000Z',
          accepted_user: { id: 7, username: 'ivy' },
        }),
        invitation(1, { state: 'expired', expires_at: '2026-11-01T10:00:00.000Z' }),
      ]),
      'POST /api/v1/invitations/1/resend': reply(200, invitation(1)),
      'DELETE /api/v1/invitations/3': reply(200, { id: 3 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/users', signedInAs('superuser'));
    const row = async (n: number) =>
      within(await screen.findByRole('article', { name: `Invitation to guest${n}@example.com` }));

    const pending = await row(3);
    expect(pending.getByText('Pending until 5 Dec 2026')).toBeTruthy();
    expect(pending.getByText(/Ordinary · invited by superuser/)).toBeTruthy();
    const accepted = await row(2);
    expect(accepted.getByText('Accepted by ivy on 29 Nov 2026')).toBeTruthy();
    expect(accepted.getByText(/Admin · invited by superuser/)).toBeTruthy();
    expect(accepted.queryByRole('button')).toBeNull();
    const expired = await row(1);
    expect(expired.getByText('Expired')).toBeTruthy();
    expect(expired.queryByRole('button', { name: /^Withdraw/ })).toBeNull();

    await user.click(expired.getByRole('button', { name: 'Send again to guest1@example.com' }));
    expect(await screen.findByText('Invitation sent again to guest1@example.com')).toBeTruthy();
    expect((await row(1)).getByText('Pending until 5 Dec 2026')).toBeTruthy();

    // Withdrawing asks first; Cancel sends nothing.
    const withdraw = pending.getByRole('button', {
      name: 'Withdraw the invitation to guest3@example.com',
    });
    await user.click(withdraw);
    const ask = within(screen.getByRole('alertdialog'));
    expect(ask.getByText('Withdraw the invitation to guest3@example.com?')).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock, 'DELETE')).toEqual([]);
    await user.click(withdraw);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Invitation to guest3@example.com' }),
      ).toBeNull(),
    );
    expect(screen.getByText('Invitation to guest3@example.com withdrawn')).toBeTruthy();
  });
});
