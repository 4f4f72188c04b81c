import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../../store/session-slice';
import { keepUnsaved, readUnsaved, unsavedKey } from '../../lib/unsaved-pages';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, samplePage, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { isoToLocal, localToIso, scheduledLabel } from '../../components/page-state';

const HOUR = 3_600_000;
const draft = samplePage(9, {
  title: 'Launch',
  content: 'Soon',
  description: '',
  slug: 'launch',
  status: 'draft',
  publish_at: null,
  state: 'draft',
  image_url: null,
});

const writes = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.flatMap(([url, init], index) =>
    init?.method && init.method !== 'GET' ? [{ url: String(url), index }] : [],
  );

afterEach(() => localStorage.clear());

describe('page editor: publishing', () => {
  it('a new page: Save draft sends status draft, and the address and description when filled in', async () => {
    const mock = stubFetch({ 'POST /api/v1/pages': reply(201, draft) });
    const user = userEvent.setup();
    renderApp('/dashboard/pages/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Title'), 'Launch');
    await user.type(screen.getByLabelText('Content'), 'Soon');
    await user.type(screen.getByLabelText('Address'), 'our-launch');
    await user.type(screen.getByLabelText('Description'), 'What is coming');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved!/)).toBeTruthy();
    const [post] = writes(mock);
    expect(sentBody(mock, post!.index)).toEqual({
      page: {
        title: 'Launch',
        content: 'Soon',
        description: 'What is coming',
        slug: 'our-launch',
        status: 'draft',
      },
    });
  });

  it('a new page: Schedule sends the local time with its offset, and refuses a time past', async () => {
    const mock = stubFetch({ 'POST /api/v1/pages': reply(201, draft) });
    const user = userEvent.setup();
    renderApp('/dashboard/pages/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Title'), 'Launch');
    const when = screen.getByLabelText('Publish at');
    await user.type(when, isoToLocal(new Date(Date.now() - HOUR).toISOString()));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Publish at must be in the future')).toBeTruthy();
    expect(document.activeElement).toBe(when);
    expect(writes(mock)).toEqual([]);

    const later = isoToLocal(new Date(Date.now() + 2 * HOUR).toISOString());
    await user.clear(when);
    await user.type(when, later);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/Page scheduled!/)).toBeTruthy();
    const [post] = writes(mock);
    const body = sentBody(mock, post!.index) as { page: Record<string, unknown> };
    expect(body.page).toMatchObject({ title: 'Launch', status: 'published' });
    expect(body.page.publish_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);
    expect(isoToLocal(String(body.page.publish_at))).toBe(later);
  });

  it('a draft shows its badge, and Publish sends status published with publish_at null', async () => {
    const mock = stubFetch({
      'GET /api/v1/pages/9': reply(200, draft),
      'PUT /api/v1/pages/9': reply(200, { ...draft, status: 'published', state: 'published' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/pages/edit/9', signedInAs('admin'));
    await screen.findByLabelText('Title');
    expect(screen.getByText('Draft', { selector: '.kit-badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Page updated!')).toBeTruthy();
    const [put] = writes(mock);
    expect(sentBody(mock, put!.index)).toEqual({
      id: 9,
      page: { status: 'published', publish_at: null },
    });
  });

  it('a published page offers Update and Unpublish; Unpublish sends status draft with the changes', async () => {
    const published = { ...draft, status: 'published', state: 'published' };
    const mock = stubFetch({
      'GET /api/v1/pages/9': reply(200, published),
      'PUT /api/v1/pages/9': reply(200, draft),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/pages/edit/9', signedInAs('admin'));
    const title = await screen.findByLabelText('Title');
    expect(screen.getByText('Published', { selector: '.kit-badge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.type(title, ' soon');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Page updated!')).toBeTruthy();
    const [put] = writes(mock);
    expect(sentBody(mock, put!.index)).toEqual({
      id: 9,
      page: { title: 'Launch soon', status: 'draft' },
    });
  });

  it('a scheduled page says when, in local time', async () => {
    const at = '2026-12-09T09:00:00.000Z';
    stubFetch({
      'GET /api/v1/pages/9': reply(200, {
        ...draft,
        status: 'published',
        publish_at: at,
        state: 'scheduled',
      }),
    });
    renderApp('/dashboard/pages/edit/9', signedInAs('admin'));
    await screen.findByLabelText('Title');
    const badge = screen.getByText(/^Scheduled for /, { selector: '.kit-badge' });
    expect(badge.textContent).toBe(scheduledLabel(at));
    const local = new Date(at);
    expect(badge.textContent).toContain(String(local.getDate()));
    expect(badge.textContent).toContain('Dec');
    expect(badge.textContent).toMatch(
      new RegExp(
        `${String(local.getHours() % 12 || 12)}|${String(local.getHours()).padStart(2, '0')}`,
      ),
    );
    expect((screen.getByLabelText('Publish at') as HTMLInputElement).value).toBe(isoToLocal(at));
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeTruthy();
  });
});

describe('page editor: text kept until saved', () => {
  it('keeps what is typed, offers it back when newer than the page, and Restore puts it back', async () => {
    stubFetch({ 'GET /api/v1/pages/9': reply(200, draft) });
    const user = userEvent.setup();
    const first = renderApp('/dashboard/pages/edit/9', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Content'), ' and typed');
    await waitFor(() => expect(readUnsaved(9)?.values.content).toBe('Soon and typed'));
    first.unmount();

    renderApp('/dashboard/pages/edit/9', signedInAs('admin'));
    const content = await screen.findByLabelText('Content');
    expect((content as HTMLTextAreaElement).value).toBe('Soon');
    expect(screen.getByText(/^Restore unsaved changes from .+\?$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect((content as HTMLTextAreaElement).value).toBe('Soon and typed');
    expect(screen.queryByText(/Restore unsaved changes/)).toBeNull();
  });

  it('does not offer a copy older than the page; Discard forgets a newer one', async () => {
    stubFetch({ 'GET /api/v1/pages/9': reply(200, draft) });
    const values = { title: 'Launch', content: 'Old copy', description: '', slug: 'launch' };
    localStorage.setItem(
      unsavedKey(9),
      JSON.stringify({ values, at: Date.parse(draft.updated_at) - 1 }),
    );
    const user = userEvent.setup();
    const first = renderApp('/dashboard/pages/edit/9', signedInAs('admin'));
    await screen.findByLabelText('Content');
    expect(screen.queryByText(/Restore unsaved changes/)).toBeNull();
    first.unmount();

    keepUnsaved(9, values);
    renderApp('/dashboard/pages/edit/9', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(unsavedKey(9))).toBeNull();
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('Soon');
  });

  it('a new page offers any kept copy, and forgets it once saved', async () => {
    stubFetch({ 'POST /api/v1/pages': reply(201, draft) });
    keepUnsaved('new', { title: 'Half', content: 'written', description: '', slug: '' });
    const user = userEvent.setup();
    renderApp('/dashboard/pages/new', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Half');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved!/)).toBeTruthy();
    expect(readUnsaved('new')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});

describe('logout', () => {
  it('forgets every kept copy, and nothing else in the browser', async () => {
    stubFetch({ 'DELETE /session': reply(200, { message: 'Signed out' }) });
    keepUnsaved('new', { title: 'Secret', content: '', description: '', slug: '' });
    keepUnsaved(9, { title: 'Launch', content: 'Secret too', description: '', slug: '' });
    localStorage.setItem('something-else', 'kept');
    const { store } = renderApp('/dashboard/pages/new', signedInAs('admin'));
    await store.dispatch(logout());
    expect(readUnsaved('new')).toBeNull();
    expect(readUnsaved(9)).toBeNull();
    expect(localStorage.getItem('something-else')).toBe('kept');
  });
});

describe('local times for Schedule', () => {
  it('turns a datetime-local value into ISO with the offset, and back', () => {
    const iso = localToIso('2026-12-09T09:00');
    expect(iso).toMatch(/^2026-12-09T09:00:00[+-]\d\d:\d\d$/);
    expect(new Date(iso!).getTime()).toBe(new Date('2026-12-09T09:00').getTime());
    expect(isoToLocal(iso)).toBe('2026-12-09T09:00');
    expect(localToIso('tomorrow')).toBeNull();
  });
});
