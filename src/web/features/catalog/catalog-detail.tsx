import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { UNKNOWN_ERROR } from '../../lib/http-client';
import { fieldErrorsOf } from '../../store/create-resource-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  catalogSlice,
  listPath,
  selectCatalog,
  type CatalogConfig,
  type CatalogEntity,
  type CatalogInput,
} from './catalog-config';
import { CatalogForm, labelledErrors, valuesOf, type FieldErrors } from './catalog-form';

/** /dashboard/{name}/{id}: the detail form and the delete section; back to the list if it fails to load. */
export function CatalogDetail({ config }: { config: CatalogConfig }) {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  if (id === null || id < 1) return <Navigate to={listPath(config.name)} replace />;
  return <DetailLoader key={`${config.name}-${id}`} config={config} id={id} />;
}

function DetailLoader({ config, id }: { config: CatalogConfig; id: number }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => selectCatalog(state, config.name).current);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { actions } = catalogSlice(config.name);

  // Always edit the server's current copy, not a list entry that may be out of date.
  useEffect(() => {
    const request = dispatch(actions.show(id));
    void request.then((action) => {
      if (actions.show.fulfilled.match(action)) setStatus('ready');
      else if (!action.meta.aborted) setStatus('failed');
    });
    return () => request.abort();
  }, [dispatch, actions, id]);

  if (status === 'failed') return <Navigate to={listPath(config.name)} replace />;
  if (status === 'loading' || !current || current.id !== id) {
    return (
      <section className="catalog-panel" aria-busy="true">
        <p className="sr-only" role="status">
          Loading the {config.singular}…
        </p>
        <div className="skeleton-lines" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      </section>
    );
  }
  return <Detail config={config} item={current} />;
}

function Detail({ config, item }: { config: CatalogConfig; item: CatalogEntity }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { actions } = catalogSlice(config.name);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A successful save remounts the form with the saved values, so Save changes is disabled again.
  const [saved, setSaved] = useState(0);
  const [notice, setNotice] = useState('');

  async function onSave(input: CatalogInput) {
    setPending(true);
    setErrors({});
    setNotice('');
    const result = await dispatch(actions.update({ id: item.id, changes: input }));
    setPending(false);
    if (actions.update.fulfilled.match(result)) {
      setSaved((n) => n + 1);
      setNotice('Changes saved.');
      return;
    }
    const message = result.payload ?? result.error.message ?? UNKNOWN_ERROR;
    setErrors(labelledErrors(fieldErrorsOf(result), config));
    window.alert(message); // product.md §8: item, sticker and tool save failures alert.
  }

  async function onDelete() {
    if (deleting) return;
    setDeleting(true);
    const result = await dispatch(actions.destroy(item.id));
    if (actions.destroy.fulfilled.match(result)) {
      void navigate(listPath(config.name));
      return;
    }
    setDeleting(false);
    window.alert(result.payload ?? result.error.message ?? UNKNOWN_ERROR);
  }

  return (
    <div className="catalog-detail">
      <section className="catalog-panel" aria-labelledby={`${config.name}-detail-title`}>
        <div className="catalog-panel__head">
          <h2 id={`${config.name}-detail-title`} className="catalog-panel__title">
            {item.name}
          </h2>
          <Link to={listPath(config.name)}>Back to the {config.plural}</Link>
        </div>
        <CatalogForm
          key={saved}
          config={config}
          initial={valuesOf(item)}
          currentImageUrl={item.image_url ?? null}
          submitLabel="Save changes"
          pending={pending}
          requireChange
          imagePlaceholder={false}
          errors={errors}
          onSubmit={(input) => void onSave(input)}
        />
        <p className="catalog-notice" role="status" aria-live="polite">
          {notice}
        </p>
      </section>
      <section
        className="catalog-panel catalog-danger"
        aria-labelledby={`${config.name}-delete-title`}
      >
        <h2 id={`${config.name}-delete-title`} className="catalog-danger__title">
          Delete this {config.singular}
        </h2>
        <p>This action cannot be undone.</p>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={deleting}
          aria-busy={deleting}
          onClick={() => void onDelete()}
        >
          Delete this {config.singular}
        </button>
      </section>
    </div>
  );
}
