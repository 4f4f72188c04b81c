import { useId, useState } from 'react';
import type { StockResource } from '../../../shared/stock';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useProjectOptions } from '../../kit/use-project-options';
import { useResourceForm } from '../../kit/use-resource-form';
import { fieldErrorsOf } from '../../store/create-resource-slice';
import { useAppDispatch } from '../../store/hooks';
import { adjustStock } from '../../store/stock-slice';
import {
  ADJUST_SCHEMAS,
  EMPTY_ADJUSTMENT,
  adjustFields,
  adjustLabels,
  formErrors,
  type AdjustMode,
} from './adjust-values';
import { isLowOnStock, type CatalogEntity } from './catalog-config';
import './stock.css';

const number = new Intl.NumberFormat('en');

interface Props {
  resource: StockResource;
  item: CatalogEntity;
  /** Loads the record again: its quantity, its version and its history move on. */
  onAdjusted: () => Promise<unknown>;
}

/**
 * "Adjust stock": the quantity now, then a movement by a signed amount or to what a count found,
 * with its reason, the project for stock used, and a note. The shared schema checks it first; a
 * refusal from the server (not enough left) shows under the amount.
 */
export function AdjustStock({ resource, item, onAdjusted }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const id = useId();
  const [mode, setMode] = useState<AdjustMode>('by');
  const form = useResourceForm({
    initial: EMPTY_ADJUSTMENT,
    schema: ADJUST_SCHEMAS[mode],
    labels: adjustLabels(mode),
  });
  const projects = useProjectOptions({
    wanted: form.values.reason === 'used',
    chosen: form.values.project_id,
    none: '--- No project ---',
  });

  const save = form.handleSubmit(async (movement) => {
    const result = await dispatch(adjustStock({ resource, id: item.id, movement }));
    if (!adjustStock.fulfilled.match(result))
      return { ...failedSave(result), fields: formErrors(fieldErrorsOf(result)) };
    await onAdjusted();
    toast({ message: `Stock adjusted: now ${number.format(result.payload.quantity_after)}` });
    return { ok: true, values: EMPTY_ADJUSTMENT };
  });

  function choose(next: AdjustMode) {
    setMode(next);
    // A count is what "set to" is for: its reason, unless one was chosen already.
    if (next === 'to' && !form.values.reason) form.setValue('reason', 'counted');
  }

  return (
    <Card title="Adjust stock">
      <p className="stock-now">
        Quantity: <strong className="num">{number.format(item.quantity ?? 0)}</strong>
        {isLowOnStock(item) ? (
          <>
            {' '}
            <span className="kit-badge kit-badge--warning">Low stock</span>
          </>
        ) : null}
        {item.low_stock_threshold != null ? (
          <span className="stock-now__threshold">
            {' '}
            (low at {number.format(item.low_stock_threshold)} or fewer)
          </span>
        ) : null}
      </p>
      <KitForm form={form} onSubmit={(event) => void save(event)} submitLabel="Save adjustment">
        <fieldset className="stock-mode">
          <legend>Change</legend>
          {(
            [
              ['by', 'By an amount'],
              ['to', 'To a count'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="stock-mode__choice" htmlFor={`${id}-${value}`}>
              <input
                id={`${id}-${value}`}
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => choose(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <FormFields
          fields={adjustFields(mode, form.values.reason, projects.options, projects.filter)}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
    </Card>
  );
}
