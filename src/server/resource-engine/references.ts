import type { Database } from '../db/database';
import { invalidField } from '../http-error';
import { rowExists } from '../repositories/table-repository';
import type { ServerResource } from './server-resource';

/** A 422 for the first field of `input` that names a row that is not there (project_id…). */
export async function checkReferences(
  trx: Database,
  resource: ServerResource,
  input: Record<string, unknown>,
) {
  for (const ref of resource.references ?? []) {
    const value = input[ref.field];
    if (typeof value === 'number' && !(await rowExists(trx, ref.table, value))) {
      throw invalidField(ref.field, `does not match any ${ref.label}`);
    }
  }
}
