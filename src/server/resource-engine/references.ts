import type { Database } from '../db/database';
import { invalidField } from '../http-error';
import { isForeignKeyViolation } from '../db/database-errors';
import { rowExists } from '../repositories/table-repository';
import type { ServerResource } from './server-resource';

type Input = Record<string, unknown>;

/** The references a write's input names (a funding's project_id). */
const named = (resource: ServerResource, input: Input) =>
  (resource.references ?? []).filter((ref) => typeof input[ref.field] === 'number');

/** A 422 for the first field of `input` that names a row that is not there (project_id…). */
export async function checkReferences(trx: Database, resource: ServerResource, input: Input) {
  for (const ref of named(resource, input)) {
    if (!(await rowExists(trx, ref.table, input[ref.field] as number))) throw missingRow(ref);
  }
}

const missingRow = (ref: { field: string; label: string }) =>
  invalidField(ref.field, `does not match any ${ref.label}`);

/**
 * A generic write's references, checked by the database's own foreign key where the input names
 * one (the usual case: a funding's project): a statement fewer than looking the row up first. Its
 * violation, which rolls the write back, is then the same 422 naming the field. Where the input
 * names more than one, or the resource writes through its own hook, each is looked up first.
 */
export async function withReferencesChecked<T>(
  trx: Database,
  resource: ServerResource,
  input: Input,
  write: () => Promise<T>,
): Promise<T> {
  const refs = named(resource, input);
  if (refs.length !== 1 || resource.create || resource.update) {
    await checkReferences(trx, resource, input);
    return write();
  }
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw missingRow(refs[0]!);
    throw error;
  }
}
