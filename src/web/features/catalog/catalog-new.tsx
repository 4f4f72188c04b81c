import { useNavigate } from 'react-router';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useAppDispatch } from '../../store/hooks';
import {
  EMPTY_VALUES,
  capitalNoun,
  catalogSlice,
  itemPath,
  listPath,
  type CatalogConfig,
} from './catalog-config';
import { CatalogFields, useCatalogForm } from './catalog-form';

/** /dashboard/{name}/new ("Add item"): saving returns to the list, with a toast linking to it. */
export function CatalogNew({ config }: { config: CatalogConfig }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useCatalogForm(config, EMPTY_VALUES);
  const { actions } = catalogSlice(config.name);
  const noun = config.noun[0];

  const save = form.handleSubmit(async (input) => {
    const result = await dispatch(actions.create(input));
    if (!actions.create.fulfilled.match(result)) return failedSave(result);
    toast({
      message: `${capitalNoun(config)} added`,
      link: { to: itemPath(config.name, result.payload.id), label: `View ${noun}` },
    });
    void navigate(listPath(config.name), { replace: true });
    return { ok: true };
  });

  return (
    <div className="kit-detail">
      <BackLink to={listPath(config.name)}>{config.title}</BackLink>
      <Card title={`Add ${noun}`}>
        <KitForm form={form} onSubmit={form.submitWith(save)} submitLabel="Save">
          <CatalogFields config={config} form={form} currentImageUrl={null} isNew />
        </KitForm>
      </Card>
    </div>
  );
}
