import type { FormEvent, ReactNode } from 'react';
import { BackLink } from './back-link';
import { Card } from './card';
import { FormFields, type FieldSpec } from './form-fields';
import { KitForm } from './kit-form';

interface Props<K extends string> {
  back: { to: string; label: string };
  title: string;
  form: Parameters<typeof KitForm>[0]['form'] & {
    values: Record<K, string>;
    errors: Record<string, string>;
    setValue: (name: K, value: string) => void;
  };
  fields: readonly FieldSpec<K>[];
  onSubmit: (event: FormEvent) => void;
  submitLabel?: string;
  /** Fields the table cannot describe (an image), after the others. */
  children?: ReactNode;
}

/** A screen that is one new-item form: the way back, a titled card, the fields from their table. */
export function FormScreen<K extends string>(props: Props<K>) {
  const { back, title, form, fields, onSubmit, submitLabel = 'Save' } = props;
  return (
    <div className="kit-detail">
      <BackLink to={back.to}>{back.label}</BackLink>
      <Card title={title}>
        <KitForm form={form} onSubmit={onSubmit} submitLabel={submitLabel}>
          <FormFields
            fields={fields}
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
            autoFocus
          />
          {props.children}
        </KitForm>
      </Card>
    </div>
  );
}
