import type { Regimen } from './types';

/** The dose-rule constructors regimen files use. Every rule carries the source's maximum per dose and per day. */

export type DoseRule = Regimen['items'][number]['dose'];

export const perKg = (
  mgPerKg: number,
  maxMgPerDose: number,
  maxMgPerDay: number,
  roundToMg?: number,
): DoseRule =>
  roundToMg === undefined
    ? { kind: 'mg-per-kg', mgPerKg, maxMgPerDose, maxMgPerDay }
    : { kind: 'mg-per-kg', mgPerKg, maxMgPerDose, maxMgPerDay, roundToMg };

export const fixed = (mg: number, amount: string, maxMgPerDose: number, maxMgPerDay: number): DoseRule => ({
  kind: 'fixed',
  mg,
  amount,
  maxMgPerDose,
  maxMgPerDay,
});

/**
 * Where the source doses by weight and states no upper limit (artesunate, liposomal amphotericin B,
 * flucytosine, gentamicin, insulin, fluids...), the cap is the dose at 150 kg, the heaviest weight
 * prescribing accepts: it guards against a wrong weight, it is not a clinical maximum.
 */
export const heaviestKg = 150;
export const perKgNoSourceMax = (mgPerKg: number, dosesPerDay: number, roundToMg?: number): DoseRule =>
  perKg(mgPerKg, mgPerKg * heaviestKg, mgPerKg * heaviestKg * dosesPerDay, roundToMg);
