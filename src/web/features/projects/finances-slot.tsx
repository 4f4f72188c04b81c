import { lazy, Suspense, useState } from 'react';
import type { MoneyFormatter } from '../../../shared/money-format';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { InlineAlert } from '../../kit/inline-alert';
import { useMoney } from '../../kit/use-money';
import { FinancesFigures } from './finances-figures';
import { FinancesLegend, FinancesTotals } from './finances-totals';
import { financesSeries, hasFinances, type FinancesSummary } from './finances-series';
import { financesFileName, writeFinancesXlsx, XLSX_TYPE } from './xlsx-export';
import '../../components/skeleton.css';
import './finances.css';

// The drawing is its own chunk, fetched by the project screen only; the figures around it are not.
const FinancesChartSvg = lazy(() => import('./finances-chart'));

/** "Money over time": the project's funding in, costs out and running balance by date. */
export function FinancesChart({ project }: { project: ProjectDetail }) {
  const money = useMoney();
  if (!hasFinances(project)) {
    return (
      <Card title="Money over time">
        <div className="kit-empty">
          <p>
            No money has come in or gone out yet. Add a funding or an expense below, and this chart
            will show how the balance moves.
          </p>
        </div>
      </Card>
    );
  }
  const summary = financesSeries(project);
  return (
    <Card title="Money over time">
      <FinancesTotals summary={summary} />
      <FinancesLegend negative={summary.lowest !== null} />
      <Suspense
        fallback={
          <div className="finances-chart finances-chart--loading skeleton" aria-hidden="true" />
        }
      >
        <FinancesChartSvg points={summary.points} label={chartLabel(summary, money)} />
      </Suspense>
      <FinancesFigures points={summary.points} />
    </Card>
  );
}

/** The chart's accessible name: its span, where the balance ends and, if lower, its lowest. */
function chartLabel({ points, balanceCents, lowest }: FinancesSummary, money: MoneyFormatter) {
  const first = points[0]!.date;
  const last = points.at(-1)!.date;
  const span = first === last ? `on ${first}` : `from ${first} to ${last}`;
  const low =
    lowest && lowest.date !== last
      ? `, after falling to ${money.format(lowest.balanceCents)} on ${lowest.date}`
      : '';
  return (
    `Chart of funding in, costs out and the running balance by date, ${span}. ` +
    `The balance ends at ${money.format(balanceCents)}${low}.`
  );
}

/**
 * "Export finances to XLSX" (product.md §7): built in the browser, no network call beyond the
 * ExcelJS chunk on the first click. Busy while it builds; a failure shows the in-page alert.
 */
export function ExportFinancesButton({ project }: { project: ProjectDetail }) {
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onExport() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const bytes = await writeFinancesXlsx(project, money);
      download(new Blob([bytes], { type: XLSX_TYPE }), financesFileName(project));
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      setError(`The finances could not be exported: ${reason}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="finances-export">
      <BusyButton
        type="button"
        className="button button--secondary"
        busy={busy}
        onClick={() => void onExport()}
      >
        Export finances to XLSX
      </BusyButton>
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </div>
  );
}

function download(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later, not at once: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
