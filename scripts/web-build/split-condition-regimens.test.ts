import { describe, expect, it } from 'vitest';
import { dropExportedConstant } from './split-condition-regimens';

const evaluate = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

describe('a condition module split into its diagnosis and its prescribing copies', () => {
  const code = `const guideline = { sourceId: 'who', section: '1' };
  export const condition = { id: 'x', citations: [guideline] };
  export const shared = { medicineId: 'amoxicillin' };
  export const regimens = [{ id: 'x-adult', items: [shared], citations: [guideline] }];`;

  it('keeps, in each copy, what its side reads, and the same values', async () => {
    const whole = await evaluate(code);
    const diagnosis = await evaluate(dropExportedConstant(code, 'regimens'));
    const prescribing = await evaluate(dropExportedConstant(code, 'condition'));
    expect(Object.keys(diagnosis).sort()).toEqual(['condition', 'shared']);
    expect(Object.keys(prescribing).sort()).toEqual(['regimens', 'shared']);
    expect(diagnosis.condition).toEqual(whole.condition);
    expect(prescribing.regimens).toEqual(whole.regimens);
  });

  it('refuses a split that leaves the dropped constant read, and leaves a module without it as it is', () => {
    const reading = `export const condition = { id: 'x' };
    export const regimens = [{ id: 'x-adult', conditionId: condition.id }];`;
    expect(() => dropExportedConstant(reading, 'condition')).toThrow(/'condition' is read/);
    // Control: a property named like it is not a read of it.
    const naming = `export const condition = { id: 'x' };\nexport const regimens = [{ condition: 'x' }];`;
    expect(dropExportedConstant(naming, 'condition')).not.toContain('id:');
    const without = `export const condition = { id: 'x' };`;
    expect(dropExportedConstant(without, 'regimens')).toBe(without);
  });
});
