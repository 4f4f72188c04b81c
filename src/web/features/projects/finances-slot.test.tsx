import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore as render, signedInAs } from '../../test-utils/render-app';
import { expense, financesProject, funding, sampleFinances } from './finances-test-data';
import { ExportFinancesButton, FinancesChart } from './finances-slot';
import { writeFinancesXlsx } from './xlsx-export';

// The workbook itself is tested in xlsx-export.test.ts; here, what the button does with it.
vi.mock('./xlsx-export', async (original) => ({
  ...(await original<typeof import('./xlsx-export')>()),
  writeFinancesXlsx: vi.fn(),
}));
const write = vi.mocked(writeFinancesXlsx);

describe('FinancesChart', () => {
  // The drawing is a lazy chunk: load it once up front, so no findByRole races its transform,
  // whose time depends on the machine.
  beforeAll(() => import('./finances-chart'), 60_000);

  it('says what to do when no money has come in or gone out, and draws no chart', () => {
    render(<FinancesChart project={financesProject()} />);
    expect(screen.getByRole('heading', { name: 'Money over time' })).toBeTruthy();
    expect(screen.getByText(/No money has come in or gone out yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the totals and a chart named by what it shows', async () => {
    const { container } = render(<FinancesChart project={sampleFinances()} />);
    const totals = container.querySelector('dl')!;
    expect(totals.textContent).toBe('Funding in$13,735.06Costs out$3,870.45Balance$9,864.61');
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Chart of funding in, costs out and the running balance by date, from 2024-01-05 to ' +
        '2024-03-10. The balance ends at $9,864.61.',
    );
    // One funding bar per day with money in, one cost bar per day with money out.
    expect(chart.querySelectorAll('.finances-chart__in')).toHaveLength(3);
    expect(chart.querySelectorAll('.finances-chart__out')).toHaveLength(4);
    expect(chart.querySelectorAll('.finances-chart__dot--negative')).toHaveLength(0);
    expect(screen.queryByText(/went below zero/)).toBeNull();
  });

  it('marks a balance below zero in words, in the chart and in the figures', async () => {
    const costs = { cost: 300, quantity: 1, logistics: 0, selling: 0 };
    const project = financesProject({
      fundings: [funding(1, '2024-01-01', 100), funding(2, '2024-01-09', 500)],
      expenses: [expense(1, '2024-01-05', 'Mast', costs)],
    });
    render(<FinancesChart project={project} />);
    const note = screen.getByText(/went below zero/);
    expect(note.textContent).toBe('The balance went below zero: lowest -$200.00 on 2024-01-05.');
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('after falling to -$200.00 on 2024-01-05');
    expect(chart.querySelectorAll('.finances-chart__dot--negative')).toHaveLength(1);
    expect(screen.getByText('Balance below zero')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Show the figures' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide the figures');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateFunding inCosts outBalance',
      '2024-01-01$100.00$0.00$100.00',
      '2024-01-05$0.00$300.00-$200.00',
      '2024-01-09$500.00$0.00$300.00',
    ]);
    expect(within(rows[2]!).getByText('-$200.00').className).toBe('finances-negative');
  });

  it('writes every amount in the company currency and locale (EUR in de-DE)', async () => {
    const euro = { ...signedInAs('admin'), money: { currency: 'EUR', locale: 'de-DE' } };
    const { container } = render(<FinancesChart project={sampleFinances()} />, euro);
    const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
    expect(plain(container.querySelector('dl')!.textContent)).toBe(
      'Funding in13.735,06 €Costs out3.870,45 €Balance9.864,61 €',
    );
    const chart = await screen.findByRole('img');
    expect(plain(chart.getAttribute('aria-label'))).toContain('The balance ends at 9.864,61 €.');
    // The money axis carries the currency too.
    const ticks = [...chart.querySelectorAll('g > text')].map((t) => plain(t.textContent));
    expect(ticks).toContain('0 €');
  });
});

describe('ExportFinancesButton', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    write.mockReset();
    let blob: Blob | null = null;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (file: Blob) => ((blob = file), 'blob:finances'),
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blob! });
    });
  });

  it('is busy while it builds, ignores a second press, then downloads "<name> finances.xlsx"', async () => {
    let finish!: (bytes: ArrayBuffer) => void;
    write.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ExportFinancesButton project={sampleFinances()} />);
    const button = screen.getByRole('button', { name: 'Export finances to XLSX' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(write).toHaveBeenCalledTimes(1);

    await act(async () => finish(new Uint8Array([80, 75]).buffer));
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(saved.map((s) => [s.name, s.blob.type, s.blob.size])).toEqual([
      [
        'Harbour CCTV finances.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        2,
      ],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the in-page alert when the file cannot be built, and tries again on the next press', async () => {
    write.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    render(<ExportFinancesButton project={sampleFinances()} />);
    const button = screen.getByRole('button', { name: 'Export finances to XLSX' });
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The finances could not be exported: Failed to fetch dynamically imported module',
    );
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(saved).toEqual([]);

    write.mockResolvedValueOnce(new ArrayBuffer(1));
    await userEvent.click(button);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved.map((s) => s.name)).toEqual(['Harbour CCTV finances.xlsx']);
  });
});
