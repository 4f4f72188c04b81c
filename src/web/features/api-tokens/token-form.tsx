import { z } from 'zod';
import {
  API_TOKEN_EXPIRIES,
  API_TOKEN_EXPIRY_LABELS,
  API_TOKEN_SCOPES,
  API_TOKEN_SCOPE_LABELS,
  apiTokenFields,
  type ApiTokenExpiry,
  type CreatedApiToken,
} from '../../../shared/api-tokens';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { apiTokensApi } from './api-tokens-api';

type Name = 'name' | 'scope' | 'expires_in_days';
const LABELS: Record<Name, string> = { name: 'Name', scope: 'Access', expires_in_days: 'Expires' };
const NEVER = 'never';
const EMPTY: Record<Name, string> = { name: '', scope: 'read', expires_in_days: '90' };
const FIELDS: FieldSpec<Name>[] = [
  {
    name: 'name',
    label: LABELS.name,
    autoComplete: 'off',
    hint: 'What uses it, so you know which one to revoke: “Deploy script”.',
  },
  {
    name: 'scope',
    label: LABELS.scope,
    kind: 'select',
    options: API_TOKEN_SCOPES.map((s) => ({ value: s, label: API_TOKEN_SCOPE_LABELS[s] })),
  },
  {
    name: 'expires_in_days',
    label: LABELS.expires_in_days,
    kind: 'select',
    options: API_TOKEN_EXPIRIES.map((d) => ({
      value: d === null ? NEVER : String(d),
      label: API_TOKEN_EXPIRY_LABELS[String(d)]!,
    })),
  },
];
// The form holds the expiry as the select's text; the shared rules check the rest.
const schema = apiTokenFields.extend({ expires_in_days: z.string() });

/** A new token: its name, Read or Read and write, and when it expires. */
export function TokenForm({ onMade }: { onMade: (made: CreatedApiToken) => void }) {
  const form = useResourceForm({ initial: EMPTY, schema, labels: LABELS });
  const make = form.handleSubmit(async ({ name, scope, expires_in_days }) => {
    const days = expires_in_days === NEVER ? null : Number(expires_in_days);
    const result = await apiTokensApi.create({
      name,
      scope,
      expires_in_days: days as ApiTokenExpiry,
    });
    if (!result.ok) return { ok: false, message: result.error, fields: result.errors };
    onMade(result.data);
    return { ok: true, values: EMPTY };
  });
  return (
    <KitForm form={form} onSubmit={(e) => void make(e)} submitLabel="Make token">
      <FormFields
        fields={FIELDS}
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
      />
    </KitForm>
  );
}
