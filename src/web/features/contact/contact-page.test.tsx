import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_SENT } from '../../../shared/enquiry-words';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { services } from '../../content/company';
import { ContactPage } from './contact-page';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/contact" element={<ContactPage />} />
      </Routes>
    </MemoryRouter>,
  );
const select = () => screen.getByLabelText('Service') as HTMLSelectElement;

describe('the contact page', () => {
  it('chooses the service of ?service=, lists every service and "Something else"', () => {
    renderAt('/contact?service=cctv');
    expect(select().value).toBe('cctv');
    expect([...select().options].map((o) => o.textContent)).toEqual([
      ...services.map((s) => s.name),
      'Something else',
    ]);
    expect(document.title).toContain('Contact us');
  });

  it('an unknown service chooses "Something else"', () => {
    renderAt('/contact?service=plumbing');
    expect(select().selectedOptions[0]?.textContent).toBe('Something else');
  });

  it('names each missing field before sending, and focuses the first', async () => {
    const fetchMock = stubFetch({});
    renderAt('/contact');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Your name is required')).toBeTruthy();
    expect(screen.getByText('Email address must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    const name = screen.getByLabelText('Your name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Your name', description: /required/ })).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the enquiry and thanks the visitor, with when they'll hear back", async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/enquiries': reply(201, { message: ENQUIRY_SENT }),
    });
    renderAt('/contact?service=satellite-tv');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), ' Ada ');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'A dish for a block of flats.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Message sent' })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toContain('We answer within two working days.');
    expect(sentBody(fetchMock, 0)).toEqual({
      enquiry: {
        name: 'Ada',
        email_address: 'ada@example.com',
        service: 'satellite-tv',
        message: 'A dish for a block of flats.',
      },
    });
  });

  it("shows the server's field errors (a 422) beside their fields", async () => {
    stubFetch({
      'POST /api/v1/enquiries': reply(422, {
        message: 'Invalid',
        errors: { message: ['must be at most 5000 characters'] },
      }),
    });
    renderAt('/contact');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByText('Message must be at most 5000 characters')).toBeTruthy(),
    );
    expect(screen.getByRole('alert').textContent).toBe('Please check the fields marked below.');
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });
});
