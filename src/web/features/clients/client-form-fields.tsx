import { useId } from 'react';
import { CLIENT_FIELDS, type ClientFieldName, type ClientValues } from './client-fields';

interface Props {
  values: ClientValues;
  onChange: (name: ClientFieldName, value: string) => void;
  errors?: Partial<Record<ClientFieldName, string>>;
  disabled?: boolean;
}

/** The seven client fields, each labelled, with a server message under the field it names. */
export function ClientFormFields({ values, onChange, errors = {}, disabled }: Props) {
  const prefix = useId();
  return (
    <div className="client-fields">
      {CLIENT_FIELDS.map((field) => {
        const id = `${prefix}-${field.name}`;
        const error = errors[field.name];
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              className="input"
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              required={field.name === 'organization_name'}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onChange(field.name, e.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
