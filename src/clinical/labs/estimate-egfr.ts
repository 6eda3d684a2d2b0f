/**
 * eGFR from serum creatinine by the CKD-EPI 2021 equation (race-free; inker-ckd-epi-2021, Table 2):
 * 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^-1.200 × 0.9938^age × 1.012 if female, creatinine in mg/dL,
 * κ 0.7 (female) or 0.9 (male), α -0.241 (female) or -0.302 (male). Valid for adults only.
 */

const micromolPerMilligram = 88.4;
const adultAgeYears = 18;

/** eGFR in mL/min/1.73m2, or undefined for children or when sex is not male or female. */
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
  const isFemale = sex === 'female';
  const kappa = isFemale ? 0.7 : 0.9;
  const alpha = isFemale ? -0.241 : -0.302;
  const ratio = creatinineUmolPerL / micromolPerMilligram / kappa;
  const egfr =
    142 *
    Math.min(ratio, 1) ** alpha *
    Math.max(ratio, 1) ** -1.2 *
    0.9938 ** ageYears *
    (isFemale ? 1.012 : 1);
  return Math.round(egfr);
}
