import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CatalogConfig, CatalogEntity, CatalogInput, FieldKey } from './catalog-config';
import { ImageField } from './image-field';
import { BusyButton } from '../../components/busy-button';

export type FormValues = Record<FieldKey, string>;
/** Messages by field name ("quantity", "image"). */
export type FieldErrors = Partial<Record<string, string>>;

export const emptyValues: FormValues = {
  name: '',
  specification: '',
  description: '',
  quantity: '0',
};

export function valuesOf(entity: CatalogEntity): FormValues {
  return {
    name: entity.name,
    specification: entity.specification ?? '',
    description: entity.description ?? '',
    quantity: String(entity.quantity ?? 0),
  };
}

/**
 * The body for the configured fields: text trimmed, a whole quantity as a number (anything else
 * goes as typed, for the server's 422 to explain), and the image only when it changed.
 */
export function toInput(
  config: CatalogConfig,
  values: FormValues,
  image: string | null | undefined,
): CatalogInput {
  const input: CatalogInput = {};
  for (const field of config.fields) {
    const value = values[field.key].trim();
    if (field.key === 'quantity') input.quantity = /^\d+$/.test(value) ? Number(value) : value;
    else input[field.key] = value;
  }
  if (config.image && image !== undefined) input.image = image;
  return input;
}

/** The server's 422 messages for this form's fields, each after its label ("Quantity must be…"). */
export function labelledErrors(
  errors: Record<string, string[]>,
  config: CatalogConfig,
): FieldErrors {
  const byField: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const label =
      field === 'image' && config.image
        ? 'Image'
        : config.fields.find((f) => f.key === field)?.label;
    if (label && messages[0]) byField[field] = `${label} ${messages[0]}`;
  }
  return byField;
}

interface Props {
  config: CatalogConfig;
  initial: FormValues;
  /** The image on the server (detail form). */
  currentImageUrl: string | null;
  submitLabel: string;
  pending: boolean;
  /** The detail form: the submit button stays disabled until something changes. */
  requireChange: boolean;
  /** The new form: a 300×100 placeholder stands in for the image (tools). */
  imagePlaceholder: boolean;
  errors: FieldErrors;
  onSubmit: (input: CatalogInput) => void;
  /** Shown under the form (the new form's error). */
  footer?: ReactNode;
}

export function CatalogForm(props: Props) {
  const { config, initial, currentImageUrl, submitLabel, pending, requireChange } = props;
  const id = useId();
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const changed =
    image !== undefined || config.fields.some((field) => values[field.key] !== initial[field.key]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || (requireChange && !changed)) return;
    props.onSubmit(toInput(config, values, image));
  }

  return (
    <form className="catalog-form" onSubmit={submit} noValidate>
      {config.fields.map((field) => {
        const inputId = `${id}-${field.key}`;
        const error = props.errors[field.key];
        const common = {
          id: inputId,
          name: field.key,
          className: 'input',
          value: values[field.key],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          onChange: (event: { target: { value: string } }) =>
            setValues((old) => ({ ...old, [field.key]: event.target.value })),
        };
        return (
          <div className="field" key={field.key}>
            <label htmlFor={inputId}>{field.label}</label>
            {field.kind === 'textarea' ? (
              <textarea {...common} rows={5} />
            ) : field.kind === 'quantity' ? (
              <input {...common} type="number" inputMode="numeric" min={0} step={1} />
            ) : (
              <input {...common} type="text" autoComplete="off" required maxLength={200} />
            )}
            {error ? (
              <p id={`${inputId}-error`} className="catalog-field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {config.image ? (
        <ImageField
          currentUrl={currentImageUrl}
          value={image}
          onChange={setImage}
          serverError={props.errors.image}
          placeholder={props.imagePlaceholder}
          disabled={pending}
        />
      ) : null}
      <div className="catalog-form__actions">
        <BusyButton busy={pending} className="button" disabled={requireChange && !changed}>
          {submitLabel}
        </BusyButton>
      </div>
      {props.footer}
    </form>
  );
}
