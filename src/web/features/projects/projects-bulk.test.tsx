import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleProject } from './test-data';

describe('projects picked together', () => {
  it('take one class through a bulk update', async () => {
    const mock = stubFetch({
      'GET /api/v1/projects?limit=20&offset=0': reply(
        200,
        [sampleProject(1, { name: 'Website' }), sampleProject(2, { name: 'Shop' })],
        { 'X-Total-Count': '2' },
      ),
      'POST /api/v1/projects/bulk-update': reply(200, { ids: [1, 2] }),
    });
    renderApp('/dashboard/projects', signedInAs('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Set class' }));
    const dialog = screen.getByRole('dialog', { name: 'Set class of 2 projects' });
    await user.type(within(dialog).getByLabelText('Class'), 'Web');
    await user.click(within(dialog).getByRole('button', { name: 'Set class' }));
    expect(await screen.findByText('2 projects updated')).toBeTruthy();
    const post = mock.mock.calls.findIndex(([url]) => String(url).endsWith('/bulk-update'));
    expect(sentBody(mock, post)).toEqual({
      ids: [1, 2],
      changes: { project: { project_class: 'Web' } },
    });
  });
});
