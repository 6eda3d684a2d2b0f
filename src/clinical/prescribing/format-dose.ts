import type { Medicine } from '../knowledge/types';
import type { ComputedDose } from './compute-dose';
import { ingredientsOf } from './allergy';
import { fitDoseToForm, wordBandForPatient } from './choose-form';

export function formatNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

export interface DescribedDose {
  /** The dose as a clinician reads it: amount, basis, and the tablets or volume that hold it. */
  text: string;
  /** The amount given, rounded to whole or half tablets when a solid form holds it (never above the cap). */
  amount: number;
}

export interface DosedPatient {
  ageYears: number;
  isAdult: boolean;
}

/** The dose as a clinician reads it, in the form that suits the patient (see choose-form). */
export function describeDose(
  medicine: Medicine,
  route: string,
  dose: ComputedDose,
  patient: DosedPatient,
  capMg: number,
): DescribedDose {
  const ingredient = ingredientsOf(medicine)[0] ?? medicine.name;
  const isCombination = ingredientsOf(medicine).length > 1;
  const named = (amount: number) => {
    const text = `${formatNumber(amount)} ${dose.unit}`;
    return isCombination && dose.unit === 'mg' ? `${text} ${ingredient}` : text;
  };
  /** A source's amount in mg only ('400 mg'): the listed tablets or volume that hold it exactly, if any. */
  const unitsOfPlainAmount = (band: string): string => {
    if (dose.unit !== 'mg' || /tablet|capsule|\bmL\b|sachet|drop|puff|vial|ampoule/i.test(band)) return '';
    const fitted = fitDoseToForm(medicine, route, dose.amount, capMg, patient.ageYears, patient.isAdult);
    return fitted !== undefined && fitted.amountMg === dose.amount ? ` = ${fitted.units}` : '';
  };
  if (dose.bandAmount !== undefined && !dose.isCapped) {
    const band = wordBandForPatient(medicine, route, dose.bandAmount, dose.amount, patient.ageYears);
    const text = band.includes(formatNumber(dose.amount)) ? band : `${band} (${named(dose.amount)})`;
    return { text: `${text}${unitsOfPlainAmount(band)}`, amount: dose.amount };
  }
  const perKg =
    dose.perKg !== undefined && !dose.isCapped ? ` (${formatNumber(dose.perKg)} ${dose.unit}/kg)` : '';
  const capped = dose.isCapped ? ' (the maximum dose: the weight-based dose would exceed it)' : '';
  if (dose.unit !== 'mg') return { text: `${named(dose.amount)}${perKg}${capped}`, amount: dose.amount };
  const fitted = fitDoseToForm(medicine, route, dose.amount, capMg, patient.ageYears, patient.isAdult);
  if (fitted === undefined) return { text: `${named(dose.amount)}${perKg}${capped}`, amount: dose.amount };
  const rounded =
    fitted.amountMg === dose.amount
      ? ''
      : ` (${named(dose.amount)}${perKg ? ` at ${formatNumber(dose.perKg ?? 0)} mg/kg` : ''} rounded to whole or half tablets)`;
  const basis = fitted.amountMg === dose.amount ? `${perKg}${capped}` : `${rounded}${capped}`;
  return { text: `${named(fitted.amountMg)}${basis} = ${fitted.units}`, amount: fitted.amountMg };
}
