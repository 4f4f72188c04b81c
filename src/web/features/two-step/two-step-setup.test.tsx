import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const CONFIRM = 'POST /api/v1/account/two-step';
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Systems%20that%20work:user?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

describe('setting up two-step sign-in on My account', () => {
  it('asks for the code and the current password, and shows each refusal on its field', async () => {
    let enabled = false;
    const answers = [
      reply(422, {
        message: 'Current password is not correct',
        errors: { current_password: ['is not correct'] },
      }),
      reply(422, {
        message: 'Invalid code',
        errors: { code: ['is not the current code from your authenticator app'] },
      }),
    ];
    const fetchMock = stubFetch({
      'GET /api/v1/account/two-step': () =>
        reply(200, { enabled, recovery_codes_left: enabled ? 10 : 0, required: false }),
      'POST /api/v1/account/two-step/setup': reply(200, setup),
      [CONFIRM]: () => {
        const next = answers.shift();
        if (next) return next;
        enabled = true;
        return reply(200, { message: 'Two-step sign-in is on', recovery_codes: codes });
      },
      'GET /session': reply(200, {
        message: 'Signed in',
        active: true,
        admin: false,
        superuser: false,
        user: signedInAs('user').user,
      }),
    });
    const confirms = () =>
      fetchMock.mock.calls.flatMap(([url, init], i) =>
        `${init?.method} ${String(url)}` === CONFIRM ? [i] : [],
      );
    renderApp('/dashboard/account', signedInAs('user'));
    const user = userEvent.setup();
    // My account's password change has a "Current password" too: look inside this section.
    const section = within(await screen.findByRole('region', { name: 'Two-step sign-in' }));
    await user.click(await section.findByRole('button', { name: 'Set up two-step sign-in' }));
    const code = await section.findByLabelText('Code from your app');
    const password = section.getByLabelText('Current password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    const turnOn = () => user.click(section.getByRole('button', { name: 'Turn on' }));

    // Checked in the browser first, with the shared schema: nothing is sent without a password.
    await user.type(code, '123456');
    await turnOn();
    expect(await section.findByText('Current password is required')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(confirms()).toEqual([]);

    await user.type(password, 'not mine');
    await turnOn();
    expect(await section.findByText('Current password is not correct')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));

    await user.clear(password);
    await user.type(password, 'my password');
    await turnOn();
    expect(
      await section.findByText(
        'Code from your app is not the current code from your authenticator app',
      ),
    ).toBeTruthy();
    expect(section.queryByText('Current password is not correct')).toBeNull();

    await user.clear(code);
    await user.type(code, '654321');
    await turnOn();
    const list = await section.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const sent = confirms();
    expect(sent).toHaveLength(3);
    expect(sentBody(fetchMock, sent[2]!)).toEqual({
      code: '654321',
      current_password: 'my password',
    });
  });
});
