import { fundingTable, fundingsResource } from '../../shared/resources/fundings';
import { centsToNumber } from '../../shared/money';
import type { RowData } from '../repositories/table-repository';
import { serverResource } from '../resource-engine/server-resource';
import { stampsShown } from '../resource-engine/record-stamps';
import { plainEntity } from '../resource-engine/plain-fields';
import { checkProjectMoney } from './project-money';

export const fundingEntity = (r: RowData) => ({
  id: r.id,
  ...plainEntity(fundingTable, r),
  amount: centsToNumber(Number(r.amount_cents)),
  project_id: Number(r.project_id),
  ...stampsShown(r),
});

export const fundings = serverResource({
  definition: fundingsResource,
  table: 'fundings',
  search: 'description',
  sorts: {
    date: ['date', 'text'],
    source: ['source', 'lower'],
    description: ['description', 'lower'],
    amount_cents: ['amount_cents', 'bigint'],
  },
  orderBy: [
    ['date', 'asc', 'text'],
    ['id', 'asc'],
  ],
  references: [{ field: 'project_id', table: 'projects', label: 'project' }],
  shownOn: { resource: 'projects', field: 'project_id' },
  toEntity: fundingEntity,
  toRow: ({ amount, ...rest }) => ({
    ...rest,
    ...(amount !== undefined && { amount_cents: amount }),
  }),
  check: (db, values, existing) => checkProjectMoney(db, 'fundings', values, existing),
});
