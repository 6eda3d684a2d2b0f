import type { Regimen } from '../knowledge/types';
import type { PatientFacts } from './patient-facts';

export type DoseRule = Regimen['items'][number]['dose'];
export type DoseUnit = 'mg' | 'IU' | 'mL' | 'application';

export interface ComputedDose {
  /** The amount per dose in `unit`, never above the rule's maximum per dose or its maximum per day ÷ doses per day. */
  amount: number;
  unit: DoseUnit;
  perKg?: number;
  basis: 'weight' | 'age' | 'fixed';
  /** The band's or rule's wording of the amount (e.g. '1 tablet (20/120 mg)'), when the source gives one. */
  bandAmount?: string;
  isCapped: boolean;
  /** A weight that was estimated or assumed rather than measured was used. */
  usedUnmeasuredWeight: boolean;
  /** An age that was assumed rather than given was used. */
  usedAssumedAge: boolean;
}

export type DoseOutcome = { ok: true; dose: ComputedDose } | { ok: false; reason: string };

/** Trims floating-point noise (0.30000000000000004) without rounding a dose up. */
export function tidyNumber(value: number): number {
  return Math.floor(value * 10_000 + 1e-6) / 10_000;
}

function defaultStep(amount: number): number {
  if (amount < 1) return 0.01;
  if (amount < 10) return 0.1;
  if (amount < 100) return 0.5;
  if (amount < 1000) return 5;
  return 10;
}

/** Rounds to the nearest step, or down a step when rounding up would pass the cap. */
function roundWithinCap(amount: number, step: number, cap: number): number {
  const nearest = tidyNumber(Math.round(amount / step) * step);
  if (nearest > 0 && nearest <= cap) return nearest;
  const down = tidyNumber(Math.floor(amount / step) * step);
  return down > 0 ? down : tidyNumber(Math.min(amount, cap));
}

/** The largest amount one dose may have: the maximum per dose, and the maximum per day shared over the day's doses. */
export function capPerDose(rule: DoseRule, dosesPerDay: number): number {
  return Math.min(rule.maxMgPerDose, rule.maxMgPerDay / Math.max(dosesPerDay, 1));
}

/**
 * Computes one dose from a rule for this patient: mg/kg from the (measured or estimated) weight, weight
 * bands, age bands or a fixed amount, always capped at the source's maxima.
 */
export function computeDose(rule: DoseRule, dosesPerDay: number, facts: PatientFacts): DoseOutcome {
  const unit: DoseUnit = rule.unit ?? 'mg';
  const cap = capPerDose(rule, dosesPerDay);
  const usedUnmeasuredWeight = facts.weightSource !== 'measured';
  const base = { unit, usedAssumedAge: false, usedUnmeasuredWeight: false };
  switch (rule.kind) {
    case 'mg-per-kg': {
      const raw = rule.mgPerKg * facts.weightKg;
      const amount = roundWithinCap(
        Math.min(raw, cap),
        rule.roundToMg ?? defaultStep(Math.min(raw, cap)),
        cap,
      );
      if (!(amount > 0))
        return { ok: false, reason: `no dose can be computed for a weight of ${facts.weightKg} kg` };
      return {
        ok: true,
        dose: {
          ...base,
          amount,
          perKg: rule.mgPerKg,
          basis: 'weight',
          isCapped: raw > cap,
          usedUnmeasuredWeight,
        },
      };
    }
    case 'weight-band': {
      const band = rule.bands.find((b) => facts.weightKg >= b.minKg && facts.weightKg < b.maxKg);
      if (band === undefined)
        return { ok: false, reason: `no weight band of the source covers ${facts.weightKg} kg` };
      const amount = tidyNumber(Math.min(band.mg, cap));
      return {
        ok: true,
        dose: {
          ...base,
          amount,
          basis: 'weight',
          bandAmount: band.amount,
          isCapped: band.mg > cap,
          usedUnmeasuredWeight,
        },
      };
    }
    case 'age-band': {
      const band = rule.bands.find((b) => facts.ageYears >= b.minYears && facts.ageYears < b.maxYears);
      if (band === undefined)
        return { ok: false, reason: `no age band of the source covers ${facts.ageYears} years` };
      const amount = tidyNumber(Math.min(band.mg, cap));
      return {
        ok: true,
        dose: {
          ...base,
          amount,
          basis: 'age',
          bandAmount: band.amount,
          isCapped: band.mg > cap,
          usedAssumedAge: !facts.isAgeKnown,
        },
      };
    }
    case 'fixed': {
      const amount = tidyNumber(Math.min(rule.mg, cap));
      return {
        ok: true,
        dose: { ...base, amount, basis: 'fixed', bandAmount: rule.amount, isCapped: rule.mg > cap },
      };
    }
  }
}
