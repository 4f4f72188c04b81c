import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleClient } from './test-data';

describe('add client', () => {
  it('posts {client:{…}} and returns to the list', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/clients': reply(201, sampleClient(7, { organization_name: 'Acme' })),
      'GET /api/v1/clients?limit=20&offset=0': reply(
        200,
        [sampleClient(7, { organization_name: 'Acme' })],
        { 'X-Total-Count': '1' },
      ),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/clients/new', signedInAs('admin'));
    expect(await screen.findByRole('heading', { name: 'Add client' })).toBeTruthy();
    await user.type(screen.getByLabelText('Name of organization'), 'Acme');
    await user.type(screen.getByLabelText('Contact phone'), '555');
    await user.type(screen.getByLabelText('Contact email'), 'a@acme.test');
    await user.type(screen.getByLabelText('Website'), 'https://acme.test');
    await user.type(screen.getByLabelText('Location (Country)'), 'NL');
    await user.type(screen.getByLabelText('Location (State)'), 'NH');
    await user.type(screen.getByLabelText('Location (City)'), 'Amsterdam');
    await user.type(screen.getByLabelText('Location (Street)'), 'Dam 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(path()).toBe('/dashboard/clients'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/clients');
    expect(sentBody(fetchMock, 0)).toEqual({
      client: {
        organization_name: 'Acme',
        phone_number: '555',
        email_address: 'a@acme.test',
        website: 'https://acme.test',
        country: 'NL',
        state: 'NH',
        city: 'Amsterdam',
        street: 'Dam 1',
      },
    });
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByText('Client added')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View client' }).getAttribute('href')).toBe(
      '/dashboard/clients/7',
    );
  });

  it('checks the fields in the browser first, naming the field, and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/clients/new', signedInAs('admin'));
    const name = await screen.findByLabelText('Name of organization');
    expect(document.activeElement).toBe(name);
    await user.type(screen.getByLabelText('Contact phone'), '555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Name of organization is required')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(path()).toBe('/dashboard/clients/new');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("refuses an http:// website in the browser, in the screen's words", async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderApp('/dashboard/clients/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Name of organization'), 'Acme');
    await user.type(screen.getByLabelText('Website'), 'http://acme.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const website = screen.getByLabelText('Website');
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(website.getAttribute('type')).toBe('url');
    expect(screen.getByText('Website must start with https://, not http://')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows every field the server's 422 names, each under its own field", async () => {
    stubFetch({
      'POST /api/v1/clients': reply(422, {
        message: 'Validation failed: organization_name is already used',
        errors: {
          organization_name: ['is already used'],
          email_address: ['is on a blocked domain'],
        },
      }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/clients/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Name of organization'), 'Acme');
    await user.type(screen.getByLabelText('Contact email'), 'ops@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Contact email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const name = screen.getByLabelText('Name of organization');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name of organization is already used')).toBeTruthy();
    expect(screen.getByText('Contact email is on a blocked domain')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(path()).toBe('/dashboard/clients/new');
  });
});
