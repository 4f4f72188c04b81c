import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { StockResource } from '../../../shared/stock';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { DangerZone } from '../../kit/danger-zone';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { RecordHistory } from '../../kit/record-history';
import { failedSave, failureMessage } from '../../kit/failure';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useDetail } from '../../kit/use-detail';
import { useAppDispatch } from '../../store/hooks';
import { etagOf } from '../../store/create-resource-slice';
import {
  capitalNoun,
  catalogSlice,
  historyLabelsOf,
  itemPath,
  listPath,
  selectCatalog,
  valuesOf,
  type CatalogConfig,
  type CatalogEntity,
} from './catalog-config';
import { CatalogFields, useCatalogForm } from './catalog-form';
import { AdjustStock } from './adjust-stock';
import { QuantityField } from './quantity-field';
import { StockMovements } from './stock-movements';

/**
 * /dashboard/{name}/{id}: the fields, for counted stock "Adjust stock" and its movements, the
 * history and delete. An item that cannot be loaded → the list.
 */
export function CatalogDetail({ config }: { config: CatalogConfig }) {
  const dispatch = useAppDispatch();
  const { show } = catalogSlice(config.name).actions;
  const adjustCard = useRef<HTMLDivElement>(null);
  const { item, version } = useDetail(
    show,
    (state) => selectCatalog(state, config.name),
    listPath(config.name),
  );
  if (!item) return <DetailSkeleton noun={config.noun[0]} />;
  const stock = config.stock ? (config.name as StockResource) : null;
  // "Adjust stock" beside the quantity leads to the card's first field (the amount).
  const toAdjust = () =>
    adjustCard.current?.querySelector<HTMLElement>('input:not([type="radio"])')?.focus();
  return (
    <div className="kit-detail">
      <BackLink to={listPath(config.name)}>{config.title}</BackLink>
      <DetailForm
        key={item.id}
        config={config}
        item={item}
        version={version}
        onAdjust={stock ? toAdjust : null}
      />
      {stock ? (
        <>
          <div ref={adjustCard}>
            <AdjustStock resource={stock} item={item} onAdjusted={() => dispatch(show(item.id))} />
          </div>
          <StockMovements resource={stock} id={item.id} refreshKey={version} />
        </>
      ) : null}
      <RecordHistory
        resource={config.name}
        id={item.id}
        labels={historyLabelsOf(config)}
        refreshKey={version}
      />
      <DeleteItem config={config} item={item} />
    </div>
  );
}

interface DetailFormProps {
  config: CatalogConfig;
  item: CatalogEntity;
  version: string | null;
  /** Counted stock: the quantity is read-only, and this leads to Adjust stock. */
  onAdjust: (() => void) | null;
}

function DetailForm(props: DetailFormProps) {
  const { config, item } = props;
  const dispatch = useAppDispatch();
  const toast = useToast();
  const form = useCatalogForm(config, valuesOf(item), props.version);
  const { actions } = catalogSlice(config.name);

  // Loaded again after a change elsewhere on the screen (an adjustment moved the quantity and
  // the version): the form takes the record as it is now, keeping what was typed in it.
  const { rebase, version: formVersion } = form;
  useEffect(() => {
    if (props.version !== formVersion) rebase(valuesOf(item), props.version);
    // Only a version newly loaded counts: after "take theirs" (a 412) the form holds a version
    // the store never loaded, and must keep it; the form's own save sets both to the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.version]);

  const save = form.handleSubmit(async (_input, { changes, ifMatch }) => {
    const result = await dispatch(actions.update({ id: item.id, changes, ifMatch }));
    if (!actions.update.fulfilled.match(result)) return failedSave(result);
    toast({ message: 'Changes saved' });
    return { ok: true, values: valuesOf(result.payload), version: etagOf(result) };
  });

  return (
    <Card title={item.name}>
      <KitForm
        form={form}
        onSubmit={form.submitWith(save)}
        submitLabel="Save changes"
        requireChange
      >
        <CatalogFields
          config={config}
          form={form}
          currentImageUrl={item.image_url ?? null}
          quantity={
            props.onAdjust ? (
              <QuantityField value={form.values.quantity} onAdjust={props.onAdjust} />
            ) : undefined
          }
        />
      </KitForm>
    </Card>
  );
}

function DeleteItem({ config, item }: { config: CatalogConfig; item: CatalogEntity }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deleted = useDeletedToast();
  const { actions } = catalogSlice(config.name);
  // product.md §2 asks first only for pages and projects: these delete at once, like clients.
  async function onDelete() {
    const result = await dispatch(actions.destroy(item.id));
    if (!actions.destroy.fulfilled.match(result)) return failureMessage(result);
    const name = `${capitalNoun(config)} “${item.name}”`;
    deleted({ name, resource: config.name, id: item.id, backTo: itemPath(config.name, item.id) });
    void navigate(listPath(config.name));
    return null;
  }
  return <DangerZone action={`Delete this ${config.noun[0]}`} onDelete={onDelete} />;
}
