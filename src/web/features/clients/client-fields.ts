import { clientTable, type Client, type ClientInput } from '../../../shared/resources/clients';
import {
  emptyValues,
  fieldLabels,
  formFields,
  formValues,
} from '../../../shared/resources/field-table';
import type { FieldSpec } from '../../kit/form-fields';
import type { HistoryLabels } from '../../kit/record-history';

export type ClientFieldName = keyof Required<ClientInput>;
export type ClientValues = Record<ClientFieldName, string>;

export const CLIENTS = '/dashboard/clients';
export const clientPath = (id: number) => `${CLIENTS}/${id}`;

/** The client fields of product.md §2, in order, with the product's labels. */
export const CLIENT_FIELDS: FieldSpec<ClientFieldName>[] = formFields(clientTable);

export const CLIENT_LABELS = fieldLabels(clientTable);

/** A client's History panel names its fields as the form does. */
export const CLIENT_HISTORY_LABELS: HistoryLabels = { clients: CLIENT_LABELS };

export const EMPTY_CLIENT: ClientValues = emptyValues(clientTable);

export const valuesOf = (client: Client): ClientValues => formValues(clientTable, client);
