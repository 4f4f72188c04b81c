import { render, screen } from '@testing-library/react';
import type { Workbook } from 'exceljs';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { numberToCents } from '../../../shared/money';
import { moneyFormatter, type MoneySettings } from '../../../shared/money-format';
import { makeStore } from '../../store/store';
import { signedInAs } from '../../test-utils/render-app';
import { ExpensesTotal } from './expenses-head';
import { sampleFinances } from './finances-test-data';
import { TABLE_HEADER_ROW, writeFinancesXlsx } from './xlsx-export';

type ExcelJS = typeof import('exceljs');

async function exported(settings: MoneySettings): Promise<Workbook> {
  const buffer = await writeFinancesXlsx(sampleFinances(), settings);
  const { default: excel } = (await import('exceljs')) as unknown as { default: ExcelJS };
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook;
}

/** The Profit and Loss table's total row as the screen shows it, for the same project. */
function screenTotals(settings: MoneySettings) {
  const store = makeStore({ session: { ...signedInAs('admin'), money: settings } });
  render(
    <Provider store={store}>
      <table>
        <tfoot>
          <ExpensesTotal totals={sampleFinances().totals} />
        </tfoot>
      </table>
    </Provider>,
  );
  const row = screen.getByRole('row');
  const text = (label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent;
  return {
    withLogistics: text('Total with logistics'),
    selling: text('Total selling price'),
    profit: text('Profit'),
  };
}

describe('the XLSX total row', () => {
  it.each([
    { currency: 'USD', locale: 'en-US' },
    { currency: 'EUR', locale: 'de-DE' },
  ])('equals the Profit and Loss total on screen ($currency in $locale)', async (settings) => {
    const sheet = (await exported(settings)).getWorksheet('Expenses')!;
    let total = TABLE_HEADER_ROW;
    sheet.eachRow((row, n) => {
      if (row.getCell(2).value === 'Total') total = n;
    });
    // What the cell holds, written as the screen writes money.
    const money = moneyFormatter(settings);
    const cell = (column: number) =>
      money.format(numberToCents(sheet.getRow(total).getCell(column).value as number));
    const shown = screenTotals(settings);
    expect({ withLogistics: cell(5), selling: cell(6), profit: cell(7) }).toEqual(shown);
    expect(shown.profit).toBe(money.format(-210045));
  });
});
