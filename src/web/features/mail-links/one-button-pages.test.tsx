import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_PROBLEMS } from '../../../shared/mail-links';
import { WAITLIST_CONFIRMED, WAITLIST_LEFT } from '../../../shared/waitlist';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const TOKEN = 'WAITabcdefghijklmnopqrstuvwxyz0123456789_-A';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('the pages with one button', () => {
  it('confirms a waitlist address only when the button is pressed, never on load', async () => {
    const fetchMock = stubFetch({
      [`POST /api/v1/waitlist/confirm/${TOKEN}`]: reply(200, { message: WAITLIST_CONFIRMED }),
    });
    renderApp(`/waitlist/confirm/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm my address' });
    // What a mail scanner does: open the page and leave.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByText(WAITLIST_CONFIRMED)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Confirm my address' })).toBeNull();
    expect(document.title).toMatch(/^Confirm your address/);
  });

  it("says the server's words for an unknown link, and keeps the button for other failures", async () => {
    let status = 500;
    stubFetch({
      [`POST /api/v1/waitlist/leave/${TOKEN}`]: () =>
        status === 500
          ? reply(500, { message: 'Something went wrong' })
          : reply(404, { message: LINK_PROBLEMS.unknown }),
    });
    renderApp(`/waitlist/leave/${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take me off the list' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
    status = 404;
    await user.click(screen.getByRole('button', { name: 'Take me off the list' }));
    expect(await screen.findByText(LINK_PROBLEMS.unknown)).toBeTruthy();
  });

  it('takes an address off the waitlist', async () => {
    stubFetch({ [`POST /api/v1/waitlist/leave/${TOKEN}`]: reply(200, { message: WAITLIST_LEFT }) });
    renderApp(`/waitlist/leave/${TOKEN}`);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Take me off the list' }));
    expect(await screen.findByText(WAITLIST_LEFT)).toBeTruthy();
  });

  it('confirms a new address and refreshes the session of whoever is signed in', async () => {
    const changed = {
      id: 1,
      username: 'user',
      email_address: 'new@example.com',
      admin: false,
      superuser: false,
    };
    const fetchMock = stubFetch({
      [`POST /api/v1/email-changes/${TOKEN}`]: reply(200, { message: 'Your address is changed.' }),
      'GET /session': reply(200, {
        message: 'Signed in',
        active: true,
        admin: false,
        superuser: false,
        user: changed,
      }),
    });
    const { store } = renderApp(`/confirm-email/${TOKEN}`, signedInAs('user'));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('Your address is changed.')).toBeTruthy();
    expect(store.getState().session.user?.email_address).toBe('new@example.com');
  });

  it('says why a new address cannot be confirmed (409, taken meanwhile)', async () => {
    stubFetch({
      [`POST /api/v1/email-changes/${TOKEN}`]: reply(409, { message: 'That address is taken.' }),
    });
    renderApp(`/confirm-email/${TOKEN}`);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('That address is taken.')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Confirm your new address' });
    expect(within(card).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
