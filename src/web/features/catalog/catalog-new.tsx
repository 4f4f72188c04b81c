import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { UNKNOWN_ERROR } from '../../lib/http-client';
import { fieldErrorsOf } from '../../store/create-resource-slice';
import { useAppDispatch } from '../../store/hooks';
import { catalogSlice, listPath, type CatalogConfig, type CatalogInput } from './catalog-config';
import { CatalogForm, emptyValues, labelledErrors, type FieldErrors } from './catalog-form';

/** /dashboard/{name}/new: the add form; returns to the list on success. */
export function CatalogNew({ config }: { config: CatalogConfig }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { actions } = catalogSlice(config.name);
  const title = `Add ${config.singular}`;

  async function onSubmit(input: CatalogInput) {
    setPending(true);
    setError('');
    setErrors({});
    const result = await dispatch(actions.create(input));
    setPending(false);
    if (actions.create.fulfilled.match(result)) {
      void navigate(listPath(config.name));
      return;
    }
    const message = result.payload ?? result.error.message ?? UNKNOWN_ERROR;
    const byField = labelledErrors(fieldErrorsOf(result), config);
    setErrors(byField);
    if (Object.keys(byField).length === 0) setError(message);
  }

  return (
    <section className="catalog-panel" aria-labelledby={`${config.name}-new-title`}>
      <div className="catalog-panel__head">
        <h2 id={`${config.name}-new-title`} className="catalog-panel__title">
          {title}
        </h2>
        <Link to={listPath(config.name)}>Back to the {config.plural}</Link>
      </div>
      <CatalogForm
        config={config}
        initial={emptyValues}
        currentImageUrl={null}
        submitLabel={title}
        pending={pending}
        requireChange={false}
        imagePlaceholder={config.newImagePlaceholder}
        errors={errors}
        onSubmit={(input) => void onSubmit(input)}
        footer={
          <div className="catalog-form__error" role="alert">
            {error ? <p className="alert alert--error">{error}</p> : null}
          </div>
        }
      />
    </section>
  );
}
