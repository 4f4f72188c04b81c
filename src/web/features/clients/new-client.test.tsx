import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleClient } from './test-data';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
        country: 'NL',
        state: 'NH',
        city: 'Amsterdam',
        street: 'Dam 1',
      },
    });
    expect(await screen.findByText('Acme')).toBeTruthy();
  });

  it('shows a 422 message next to the field it names and stays', async () => {
    stubFetch({
      'POST /api/v1/clients': reply(422, {
        message: 'Validation failed: organization_name is required',
        errors: { organization_name: ['is required'] },
      }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/clients/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Contact phone'), '555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name of organization');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('is required')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(path()).toBe('/dashboard/clients/new');
  });

  it('shows every field the server refuses, not only the first', async () => {
    stubFetch({
      'POST /api/v1/clients': reply(422, {
        message: 'Validation failed: organization_name is required',
        errors: {
          organization_name: ['is required'],
          email_address: ['must be a valid email address'],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Contact email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Contact email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Name of organization').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('must be a valid email address')).toBeTruthy();
  });
});
