import { z } from 'zod';
import {
  STOCK_REASONS,
  STOCK_REASON_LABELS,
  movementFields,
  type MovementFields,
  type MovementInput,
  type StockReason,
} from '../../../shared/stock';
import type { FieldErrors } from '../../lib/http-client';
import type { FieldSpec, SelectFilter } from '../../kit/form-fields';

/** "Adjust stock" changes the quantity by a signed amount, or sets it to what a count found. */
export type AdjustMode = 'by' | 'to';

export type AdjustField = 'amount' | 'reason' | 'project_id' | 'note';
/** The form's values, as typed: `amount` is the signed amount or, after a count, the quantity. */
export type AdjustValues = Record<AdjustField, string>;

export const EMPTY_ADJUSTMENT: AdjustValues = { amount: '', reason: '', project_id: '', note: '' };

/** The movement the API takes: the number as `amount` or `set_to`, a project only when used. */
export function movementOf(mode: AdjustMode, values: AdjustValues): MovementInput {
  return {
    [mode === 'to' ? 'set_to' : 'amount']: values.amount,
    reason: values.reason as StockReason,
    project_id: values.reason === 'used' && values.project_id ? values.project_id : null,
    note: values.note,
  };
}

/** The API's field for one of the form's: both `amount` and `set_to` are the number typed. */
const formField = (path: string): AdjustField =>
  path === 'set_to' ? 'amount' : (path as AdjustField);

/** A server's 422 messages by the form's fields ("would take 5, but only 3 are left"). */
export function formErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors))
    (out[formField(path)] ??= []).push(...messages);
  return out;
}

/**
 * The form's check: the shared schema the server validates with, run on the movement the values
 * make, its messages put under the form's fields. An empty number or reason says it is required
 * (the shared schema would list the reasons, which the select already offers).
 */
function adjustSchema(mode: AdjustMode) {
  return z.custom<AdjustValues>().transform((values, ctx): MovementFields => {
    const issues = new Map<AdjustField, string>();
    if (!values.amount.trim()) issues.set('amount', 'is required');
    if (!values.reason) issues.set('reason', 'is required');
    const check = movementFields.safeParse(movementOf(mode, values));
    for (const issue of check.error?.issues ?? []) {
      const field = formField(String(issue.path[0] ?? 'amount'));
      if (!issues.has(field)) issues.set(field, issue.message);
    }
    for (const [field, message] of issues) ctx.addIssue({ code: 'custom', path: [field], message });
    return check.success && issues.size === 0 ? check.data : z.NEVER;
  });
}

export const ADJUST_SCHEMAS = { by: adjustSchema('by'), to: adjustSchema('to') };

/** The labels messages start with: "Amount would take 5, but only 3 are left". */
export const adjustLabels = (mode: AdjustMode): Record<AdjustField, string> => ({
  amount: mode === 'to' ? 'Counted quantity' : 'Amount',
  reason: 'Reason',
  project_id: 'Project',
  note: 'Note',
});

const REASON_OPTIONS = [
  { value: '', label: '--- Select reason ---' },
  ...STOCK_REASONS.map((value) => ({ value, label: STOCK_REASON_LABELS[value] })),
];

/** The fields in order: the number, the reason, for stock used the project, and a note. */
export function adjustFields(
  mode: AdjustMode,
  reason: string,
  projects: readonly { value: string; label: string }[],
  projectFilter?: SelectFilter,
): FieldSpec<AdjustField>[] {
  const labels = adjustLabels(mode);
  const amount: FieldSpec<AdjustField> =
    mode === 'to'
      ? { name: 'amount', label: labels.amount, kind: 'count', hint: 'The quantity becomes this.' }
      : {
          name: 'amount',
          label: labels.amount,
          kind: 'signed',
          hint: '3 adds three, −2 takes two.',
        };
  return [
    amount,
    { name: 'reason', label: labels.reason, kind: 'select', options: REASON_OPTIONS },
    ...(reason === 'used'
      ? [
          {
            name: 'project_id',
            label: labels.project_id,
            kind: 'select',
            options: projects,
            filter: projectFilter,
          } as const,
        ]
      : []),
    { name: 'note', label: labels.note, kind: 'textarea', rows: 2 },
  ];
}
