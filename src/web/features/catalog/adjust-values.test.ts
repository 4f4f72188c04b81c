import { describe, expect, it } from 'vitest';
import { ADJUST_SCHEMAS, EMPTY_ADJUSTMENT, formErrors, movementOf } from './adjust-values';
import { signed } from './movement-line';

const values = (overrides: Partial<typeof EMPTY_ADJUSTMENT>) => ({
  ...EMPTY_ADJUSTMENT,
  ...overrides,
});
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the adjustment form’s values', () => {
  it('make an amount, or set_to after a count; a project only for stock used', () => {
    const used = values({ amount: '-2', reason: 'used', project_id: '7', note: ' mast ' });
    expect(ADJUST_SCHEMAS.by.parse(used)).toEqual({
      amount: -2,
      reason: 'used',
      project_id: 7,
      note: 'mast',
    });
    expect(movementOf('to', values({ amount: '6', reason: 'counted', project_id: '7' }))).toEqual({
      set_to: '6',
      reason: 'counted',
      project_id: null,
      note: '',
    });
  });

  it('are checked by the shared schema, each message under the form’s own field', () => {
    expect(messages(ADJUST_SCHEMAS.by.safeParse(EMPTY_ADJUSTMENT))).toEqual({
      amount: 'is required',
      reason: 'is required',
    });
    expect(
      messages(ADJUST_SCHEMAS.by.safeParse(values({ amount: '1.5', reason: 'other' }))),
    ).toEqual({
      amount: 'must be a whole number',
    });
    // After a count the number is set_to, which cannot be below 0: still the one field.
    expect(
      messages(ADJUST_SCHEMAS.to.safeParse(values({ amount: '-1', reason: 'counted' }))),
    ).toEqual({
      amount: 'must be 0 or more',
    });
  });

  it('put a server’s set_to message under the number typed', () => {
    expect(
      formErrors({ set_to: ['is too large'], project_id: ['does not match any project'] }),
    ).toEqual({
      amount: ['is too large'],
      project_id: ['does not match any project'],
    });
  });

  it('write an amount signed, with a real minus sign', () => {
    expect([signed(3), signed(-2), signed(-1200)]).toEqual(['+3', '−2', '−1,200']);
  });
});
