import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { estimateEgfr } from './estimate-egfr';

const clinicalFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('eGFR by CKD-EPI 2021', () => {
  it.each([
    {
      name: 'a 50-year-old man with creatinine 1.0 mg/dL (88 µmol/L) has an eGFR near 90',
      creatinine: 88.4,
      age: 50,
      sex: 'male',
      low: 88,
      high: 93,
    },
    {
      name: 'a 70-year-old woman with creatinine 95 µmol/L has CKD G3a range',
      creatinine: 95,
      age: 70,
      sex: 'female',
      low: 50,
      high: 59,
    },
    {
      name: 'a 40-year-old man with creatinine 400 µmol/L is in kidney failure range',
      creatinine: 400,
      age: 40,
      sex: 'male',
      low: 10,
      high: 20,
    },
  ])('$name', ({ creatinine, age, sex, low, high }) => {
    const egfr = estimateEgfr(creatinine, age, sex);
    expect(egfr).toBeGreaterThanOrEqual(low);
    expect(egfr).toBeLessThanOrEqual(high);
  });

  it('gives nothing for a child or an unknown sex', () => {
    expect(estimateEgfr(40, 8, 'male')).toBeUndefined();
    expect(estimateEgfr(90, 40, undefined)).toBeUndefined();
  });
});

describe('one home for the kidney-function equations', () => {
  it('writes the CKD-EPI age factor and the bedside Schwartz constant only in estimate-egfr.ts', () => {
    const homes = fs
      .readdirSync(clinicalFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /0\.9938|0\.413\b/.test(fs.readFileSync(path.join(clinicalFolder, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(homes).toEqual(['labs/estimate-egfr.ts']);
  });
});
