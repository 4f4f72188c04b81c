import { useState, type FormEvent, type ReactNode } from 'react';
import { FormFields } from '../../kit/form-fields';
import { useResourceForm } from '../../kit/use-resource-form';
import {
  labelsOf,
  valuesOf,
  type CatalogConfig,
  type CatalogEntity,
  type CatalogValues,
} from './catalog-config';
import { ImageField } from '../../components/image-field';

/**
 * A catalog form's state, checked with the catalog's shared schema. While a chosen image is being
 * scaled down the form counts as pending: its Save button is busy and a submit is ignored.
 */
export function useCatalogForm(
  config: CatalogConfig,
  initial: CatalogValues,
  /** An edit: the ETag of the item as loaded. */
  version?: string | null,
) {
  const form = useResourceForm({
    initial,
    schema: config.schema,
    labels: labelsOf(config),
    ...(version !== undefined && {
      version,
      fromRecord: (record: Record<string, unknown>) => valuesOf(record as CatalogEntity),
      noun: config.noun[0],
    }),
  });
  const [preparingImage, setPreparingImage] = useState(false);
  return {
    ...form,
    pending: form.pending || preparingImage,
    setPreparingImage,
    /** The kit's submit, ignored while the image is not ready yet (it would be saved without). */
    submitWith(save: (event: FormEvent) => Promise<void>) {
      return (event: FormEvent) => {
        if (!preparingImage) void save(event);
      };
    },
  };
}

interface Props {
  config: CatalogConfig;
  form: ReturnType<typeof useCatalogForm>;
  /** The image on the server (detail form). */
  currentImageUrl: string | null;
  /** The new form: the first field takes the focus, and tools show the image placeholder. */
  isNew?: boolean;
  /** Shown where the quantity's field would be, instead of it (the details form's, read-only). */
  quantity?: ReactNode;
}

/** The configured fields from the kit, then the image where the catalog has one. */
export function CatalogFields({ config, form, currentImageUrl, isNew = false, quantity }: Props) {
  const at = quantity ? config.fields.findIndex((field) => field.name === 'quantity') : -1;
  const fields = (part: typeof config.fields, autoFocus: boolean) => (
    <FormFields
      fields={part}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      autoFocus={autoFocus}
    />
  );
  return (
    <>
      {at === -1 ? (
        fields(config.fields, isNew)
      ) : (
        <>
          {fields(config.fields.slice(0, at), isNew)}
          {quantity}
          {fields(config.fields.slice(at + 1), false)}
        </>
      )}
      {config.image ? (
        // Remounted when the saved image changes, so the file input forgets the file just saved.
        <ImageField
          key={currentImageUrl ?? 'none'}
          currentUrl={currentImageUrl}
          value={form.values.image}
          onChange={(image) => form.setValue('image', image)}
          onBusyChange={form.setPreparingImage}
          error={form.errors.image}
          placeholder={isNew && config.image.newFormPlaceholder}
        />
      ) : null}
    </>
  );
}
