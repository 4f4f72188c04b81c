import { describe, expect, it } from 'vitest';
import { invalidField } from '../http-error';
import { ruleVerdicts } from './rule-verdicts';

const refused = () => Promise.reject(invalidField('amount', 'refused'));

describe('ruleVerdicts', () => {
  it("answers the write's result once every verdict is in", async () => {
    const verdicts = ruleVerdicts();
    let ruled = false;
    await verdicts.add(Promise.resolve());
    await verdicts.add(
      Promise.resolve({
        verdict: new Promise<void>((r) => setTimeout(r, 5)).then(() => void (ruled = true)),
      }),
    );
    await expect(verdicts.after(async () => 'written')).resolves.toBe('written');
    expect(ruled).toBe(true);
  });

  it('answers a refusal, not the write, even when the write failed too', async () => {
    const fine = ruleVerdicts();
    await fine.add(Promise.resolve({ verdict: Promise.resolve() }));
    await expect(fine.after(() => Promise.reject(new Error('insert failed')))).rejects.toThrow(
      'insert failed',
    );
    const refusing = ruleVerdicts();
    await refusing.add(Promise.resolve({ verdict: refused() }));
    await expect(refusing.after(() => Promise.reject(new Error('insert failed')))).rejects.toThrow(
      'refused',
    );
    // A rule's read failed with the write (an aborted transaction): the write's failure it is.
    const aborted = ruleVerdicts();
    await aborted.add(Promise.resolve({ verdict: Promise.reject(new Error('aborted')) }));
    await expect(aborted.after(() => Promise.reject(new Error('deadlock')))).rejects.toThrow(
      'deadlock',
    );
    const refusingOnly = ruleVerdicts();
    await refusingOnly.add(Promise.resolve({ verdict: refused() }));
    await expect(refusingOnly.after(async () => 'written')).rejects.toThrow('refused');
  });

  it('passes on a rule that throws at once: nothing is written', async () => {
    const verdicts = ruleVerdicts();
    await expect(verdicts.add(refused())).rejects.toThrow('refused');
  });
});
