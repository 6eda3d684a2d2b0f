/**
 * The one home of the kidney-function equations, used by lab interpretation and by prescribing.
 *
 * CKD-EPI 2021 creatinine equation without race (inker-ckd-epi-2021, Table 2; Inker et al., NEJM
 * 2021;385:1737-49, adopted by KDIGO 2024 recommendation 1.2.4.1): 142 × min(Scr/κ, 1)^α ×
 * max(Scr/κ, 1)^-1.200 × 0.9938^age × 1.012 if female, creatinine in mg/dL, κ 0.7 (female) or 0.9 (male),
 * α -0.241 (female) or -0.302 (male). Valid for adults only.
 *
 * Bedside Schwartz for children 1 to 17 years (Schwartz et al., JASN 2009;20:629-37):
 * 0.413 × height (cm) ÷ creatinine (mg/dL).
 */

export const micromolPerMilligram = 88.4;
const adultAgeYears = 18;

/** CKD-EPI 2021 (no race coefficient), creatinine in mg/dL, unrounded mL/min/1.73m2. */
export function ckdEpi2021(creatinineMgPerDl: number, ageYears: number, sex: 'male' | 'female'): number {
  const isFemale = sex === 'female';
  const kappa = isFemale ? 0.7 : 0.9;
  const alpha = isFemale ? -0.241 : -0.302;
  const ratio = creatinineMgPerDl / kappa;
  return (
    142 *
    Math.min(ratio, 1) ** alpha *
    Math.max(ratio, 1) ** -1.2 *
    0.9938 ** ageYears *
    (isFemale ? 1.012 : 1)
  );
}

/** Bedside Schwartz, creatinine in mg/dL and height in cm, unrounded mL/min/1.73m2. */
export function bedsideSchwartz(creatinineMgPerDl: number, heightCm: number): number {
  return (0.413 * heightCm) / creatinineMgPerDl;
}

/** eGFR in mL/min/1.73m2 from creatinine in µmol/L, or undefined for children or when sex is not male or female. */
export function estimateEgfr(
  creatinineUmolPerL: number,
  ageYears: number | undefined,
  sex: string | undefined,
): number | undefined {
  if (
    ageYears === undefined ||
    ageYears < adultAgeYears ||
    (sex !== 'male' && sex !== 'female') ||
    creatinineUmolPerL <= 0
  )
    return undefined;
  return Math.round(ckdEpi2021(creatinineUmolPerL / micromolPerMilligram, ageYears, sex));
}
