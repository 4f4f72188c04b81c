import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InPageTabs } from './in-page-tabs';

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const tabs = [
  { key: 'tasks', label: 'Tasks', content: <p>The tasks</p> },
  { key: 'money', label: 'Money', content: <input aria-label="Amount" /> },
  { key: 'activity', label: 'Activity', content: <p>The history</p> },
];

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <InPageTabs label="Project" tabs={tabs} />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('in-page tabs', () => {
  it('shows the tab the URL names, the first without one, as ARIA tabs', () => {
    renderAt('/p?tab=money');
    expect(screen.getByRole('tablist', { name: 'Project' })).toBeTruthy();
    const money = screen.getByRole('tab', { name: 'Money' });
    expect(money.getAttribute('aria-selected')).toBe('true');
    expect(money.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Tasks' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Money' });
    expect(money.getAttribute('aria-controls')).toBe(panel.id);
    // The others stay mounted, hidden.
    expect(screen.getByText('The tasks').closest<HTMLElement>('[role=tabpanel]')!.hidden).toBe(
      true,
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves with the arrow keys, Home and End, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/p');
    expect(screen.getByText('The tasks')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Money' }));
    expect(where()).toBe('?tab=money');
    await user.keyboard('{End}');
    expect(where()).toBe('?tab=activity');
    expect(screen.getByRole('tabpanel', { name: 'Activity' }).textContent).toBe('The history');
    await user.keyboard('{ArrowRight}');
    expect(where()).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tasks' }));
    await user.keyboard('{ArrowLeft}');
    expect(where()).toBe('?tab=activity');
    await user.keyboard('{Home}');
    expect(where()).toBe('');
  });

  it('keeps what was typed in a tab while another shows', async () => {
    const user = userEvent.setup();
    renderAt('/p?tab=money');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '120');
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    await user.click(screen.getByRole('tab', { name: 'Money' }));
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('120');
  });
});
