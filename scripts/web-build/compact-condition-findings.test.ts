import { describe, expect, it } from 'vitest';
import { compactConditionFindings } from './compact-condition-findings';

const evaluate = async (code: string) =>
  ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { condition: unknown }).condition;

describe('the condition findings written as pairs in the web build', () => {
  const code = `export const condition = {
    id: 'x',
    findings: [
      { findingId: 'fever', frequency: 0.75 },
      { findingId: 'cough', frequency: 2 / 12, specificity: 0.9 },
      { frequency: 0.1, findingId: 'rash' },
      { findingId: 'headache', frequency: 0.25 },
    ],
  };
  export const other = { findings: [{ findingId: 'y', frequency: 0.5 }] };`;

  it('define the same condition, entries in the same order and shape', async () => {
    const compact = compactConditionFindings(code);
    expect(compact).toContain("['fever', 0.75]");
    expect(compact).not.toContain("{ findingId: 'headache'");
    expect(await evaluate(compact)).toEqual(await evaluate(code));
    expect(JSON.stringify(await evaluate(compact))).toBe(JSON.stringify(await evaluate(code)));
  });

  it('leave every declaration but the condition alone', () => {
    expect(compactConditionFindings(code)).toContain(
      "other = { findings: [{ findingId: 'y', frequency: 0.5 }] }",
    );
  });
});
