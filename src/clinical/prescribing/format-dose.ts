import type { Medicine } from '../knowledge/types';
import type { ComputedDose } from './compute-dose';
import { ingredientsOf } from './allergy';

export function formatNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

const formWordsByRoute: Readonly<Record<string, readonly string[]>> = {
  oral: ['tablet', 'capsule', 'suspension', 'syrup', 'solution', 'drops', 'dispersible', 'granules'],
  intravenous: ['injection', 'infusion'],
  intramuscular: ['injection'],
  subcutaneous: ['injection'],
};

function formsForRoute(medicine: Medicine, route: string): Medicine['forms'] {
  const words = formWordsByRoute[route];
  if (words === undefined) return [];
  return medicine.forms.filter((f) => words.some((word) => f.form.toLowerCase().includes(word)));
}

/** How many tablets (in halves) make the dose, using the largest strength that divides it, up to 4 tablets. */
function describeTablets(medicine: Medicine, route: string, amountMg: number): string | undefined {
  const solids = formsForRoute(medicine, route)
    .filter((f) => f.strength.unit === 'mg' && /tablet|capsule/i.test(f.form))
    .sort((a, b) => b.strength.value - a.strength.value);
  for (const solid of solids) {
    const count = amountMg / solid.strength.value;
    const isCapsule = /capsule/i.test(solid.form);
    const step = isCapsule ? 1 : 0.5;
    if (count >= step && count <= 4 && Math.abs(count / step - Math.round(count / step)) < 1e-6) {
      const noun = isCapsule ? 'capsule' : 'tablet';
      return `${formatNumber(count)} ${noun}${count > 1 ? 's' : ''} of ${formatNumber(solid.strength.value)} mg`;
    }
  }
  return undefined;
}

/**
 * The volume of a liquid form that holds the dose (0.1 mL precision, rounded down): the first listed
 * strength that needs 10 mL or less, else the most concentrated one.
 */
function describeVolume(medicine: Medicine, route: string, amountMg: number): string | undefined {
  const liquids = formsForRoute(medicine, route)
    .filter((f) => f.strength.unit === 'mg/mL' || f.strength.unit === 'mg/5mL')
    .map((f) => {
      const mgPerMl = f.strength.unit === 'mg/5mL' ? f.strength.value / 5 : f.strength.value;
      return { form: f, volume: Math.floor((amountMg / mgPerMl) * 10 + 1e-6) / 10 };
    })
    .filter((liquid) => liquid.volume > 0);
  const chosen =
    liquids.find((liquid) => liquid.volume <= 10) ?? [...liquids].sort((a, b) => a.volume - b.volume)[0];
  if (chosen === undefined) return undefined;
  const { strength } = chosen.form;
  const label =
    strength.unit === 'mg/5mL'
      ? `${formatNumber(strength.value)} mg/5 mL`
      : `${formatNumber(strength.value)} mg/mL`;
  return `${formatNumber(chosen.volume)} mL of ${chosen.form.form} ${label}`;
}

/** The dose as a clinician reads it: amount, basis, and the tablets or volume that hold it. */
export function describeDose(
  medicine: Medicine,
  route: string,
  dose: ComputedDose,
  isChild: boolean,
): string {
  const ingredient = ingredientsOf(medicine)[0] ?? medicine.name;
  const amount = `${formatNumber(dose.amount)} ${dose.unit}`;
  const perKg =
    dose.perKg !== undefined && !dose.isCapped ? ` (${formatNumber(dose.perKg)} ${dose.unit}/kg)` : '';
  const isCombination = ingredientsOf(medicine).length > 1;
  const named = isCombination && dose.unit === 'mg' ? `${amount} ${ingredient}` : amount;
  if (dose.bandAmount !== undefined && !dose.isCapped) {
    return dose.bandAmount.includes(formatNumber(dose.amount))
      ? dose.bandAmount
      : `${dose.bandAmount} (${named})`;
  }
  const capped = dose.isCapped ? ' (the maximum dose: the weight-based dose would exceed it)' : '';
  if (dose.unit !== 'mg') return `${named}${perKg}${capped}`;
  const tablets = isChild
    ? (describeVolume(medicine, route, dose.amount) ?? describeTablets(medicine, route, dose.amount))
    : (describeTablets(medicine, route, dose.amount) ?? describeVolume(medicine, route, dose.amount));
  return `${named}${perKg}${capped}${tablets !== undefined ? ` = ${tablets}` : ''}`;
}
