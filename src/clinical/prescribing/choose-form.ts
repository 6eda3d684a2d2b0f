/**
 * Which listed form of a medicine holds a dose for this patient, and how many whole or half tablets (or
 * mL) that is. Adults and children old enough to swallow tablets get the solid form; younger children an
 * oral liquid or a dispersible or chewable tablet, and a plain tablet only when the medicine has no other
 * oral form. Only the forms listed on the medicine are used; a dose is never rounded above its maximum.
 */
import { oralFormSuitability } from '../knowledge/regimens-shared/form-suitability';
import type { Medicine } from '../knowledge/types';

export type MedicineForm = Medicine['forms'][number];
export type FormKind = 'plain-solid' | 'flexible-solid' | 'liquid' | 'other';

const formWordsByRoute: Readonly<Record<string, readonly string[]>> = {
  oral: ['tablet', 'capsule', 'suspension', 'syrup', 'solution', 'drops', 'dispersible', 'granules'],
  intravenous: ['injection', 'infusion'],
  intramuscular: ['injection'],
  subcutaneous: ['injection'],
};

/** A form named for another route ('rectal solution', 'eye drops') is never given by mouth. */
const otherRouteWords =
  /rectal|injection|infusion|\beye\b|\bear\b|ophthalmic|nasal|topical|vaginal|inhal|cutaneous/;

export function formsForRoute(medicine: Medicine, route: string): MedicineForm[] {
  const words = formWordsByRoute[route];
  if (words === undefined) return [];
  return medicine.forms.filter((f) => {
    const name = f.form.toLowerCase();
    if (route === 'oral' && otherRouteWords.test(name)) return false;
    return words.some((word) => name.includes(word));
  });
}

export function formKindOf(form: MedicineForm): FormKind {
  const name = form.form.toLowerCase();
  if (form.strength.unit === 'mg/mL' || form.strength.unit === 'mg/5mL') return 'liquid';
  if (form.strength.unit !== 'mg') return 'other';
  if (/dispersible|chewable|granules/.test(name)) return 'flexible-solid';
  if (/tablet|capsule/.test(name)) return 'plain-solid';
  return 'other';
}

/** Whether a patient of this age is expected to swallow a plain tablet or capsule. */
export function swallowsTablets(ageYears: number): boolean {
  return ageYears >= oralFormSuitability.tabletsFromAgeYears;
}

/**
 * The practical rounding of a computed dose to whole or half tablets: to the nearest unit, at most an
 * eighth away from the computed dose and never above the maximum; halfway, the higher (an antimicrobial
 * under-dosed fails). Further away, the dose is given in mg only.
 */
const maxRoundDown = 0.125;
const maxRoundUp = 0.125;

export interface FittedDose {
  /** The dose the patient takes, in mg (rounded to the units of the form when a solid form is used). */
  amountMg: number;
  /** '2 tablets of 500 mg', '7.5 mL of oral suspension 120 mg/5 mL'. */
  units: string;
  form: MedicineForm;
}

function formatCount(value: number): string {
  return String(Number(value.toFixed(3)));
}

function fitSolid(form: MedicineForm, amountMg: number, capMg: number): FittedDose | undefined {
  const isCapsule = /capsule/i.test(form.form);
  const step = isCapsule ? 1 : 0.5;
  const exact = amountMg / form.strength.value;
  const candidates = [Math.floor(exact / step + 1e-6) * step, Math.ceil(exact / step - 1e-6) * step]
    .filter((count) => count >= step && count <= 4)
    .filter((count) => count * form.strength.value <= capMg + 1e-6)
    .filter((count) => {
      const change = (count * form.strength.value - amountMg) / amountMg;
      return change >= -maxRoundDown - 1e-9 && change <= maxRoundUp + 1e-9;
    })
    .sort(
      (a, b) =>
        Math.abs(a * form.strength.value - amountMg) - Math.abs(b * form.strength.value - amountMg) || b - a,
    );
  const count = candidates[0];
  if (count === undefined) return undefined;
  const noun = isCapsule ? 'capsule' : /dispersible/i.test(form.form) ? 'dispersible tablet' : 'tablet';
  const name = /chewable/i.test(form.form) ? 'chewable tablet' : noun;
  return {
    amountMg: Number((count * form.strength.value).toFixed(4)),
    units: `${formatCount(count)} ${name}${count > 1 ? 's' : ''} of ${formatCount(form.strength.value)} mg`,
    form,
  };
}

/** The volume that holds the dose, rounded down to 0.1 mL (an oral or injection syringe's marks). */
function fitLiquid(form: MedicineForm, amountMg: number): FittedDose | undefined {
  const mgPerMl = form.strength.unit === 'mg/5mL' ? form.strength.value / 5 : form.strength.value;
  const volume = Math.floor((amountMg / mgPerMl) * 10 + 1e-6) / 10;
  if (!(volume > 0)) return undefined;
  const label =
    form.strength.unit === 'mg/5mL'
      ? `${formatCount(form.strength.value)} mg/5 mL`
      : `${formatCount(form.strength.value)} mg/mL`;
  return { amountMg, units: `${formatCount(volume)} mL of ${form.form} ${label}`, form };
}

/** The first listed liquid that needs 10 mL or less, else the most concentrated one. */
function fitAnyLiquid(liquids: readonly MedicineForm[], amountMg: number): FittedDose | undefined {
  const fitted = liquids
    .map((form) => fitLiquid(form, amountMg))
    .filter((f): f is FittedDose => f !== undefined);
  const volumeOf = (f: FittedDose) => Number(f.units.split(' ')[0]);
  return fitted.find((f) => volumeOf(f) <= 10) ?? [...fitted].sort((a, b) => volumeOf(a) - volumeOf(b))[0];
}

/** The first solid form (largest strength first) whose whole or half units hold the dose. */
function fitAnySolid(
  solids: readonly MedicineForm[],
  amountMg: number,
  capMg: number,
): FittedDose | undefined {
  const sorted = [...solids].sort((a, b) => b.strength.value - a.strength.value);
  for (const form of sorted) {
    const exact = fitSolid(form, amountMg, capMg);
    if (exact !== undefined && exact.amountMg === amountMg) return exact;
  }
  const fitted = sorted
    .map((form) => fitSolid(form, amountMg, capMg))
    .filter((f): f is FittedDose => f !== undefined)
    .sort(
      (a, b) => Math.abs(a.amountMg - amountMg) - Math.abs(b.amountMg - amountMg) || b.amountMg - a.amountMg,
    );
  return fitted[0];
}

/**
 * The form and units for a dose in mg, for a patient of this age. Undefined when no listed form holds
 * the dose in practical units: the dose is then given in mg only.
 */
export function fitDoseToForm(
  medicine: Medicine,
  route: string,
  amountMg: number,
  capMg: number,
  ageYears: number,
  isAdult: boolean,
): FittedDose | undefined {
  const forms = formsForRoute(medicine, route);
  const plain = forms.filter((f) => formKindOf(f) === 'plain-solid');
  const flexible = forms.filter((f) => formKindOf(f) === 'flexible-solid');
  const liquids = forms.filter((f) => formKindOf(f) === 'liquid');
  if (route !== 'oral')
    return fitAnyLiquid(liquids, amountMg) ?? fitAnySolid([...plain, ...flexible], amountMg, capMg);
  if (swallowsTablets(ageYears)) {
    const solid = fitAnySolid([...plain, ...flexible], amountMg, capMg);
    if (solid !== undefined || (isAdult && plain.length + flexible.length > 0)) return solid;
    return fitAnyLiquid(liquids, amountMg);
  }
  const young = fitAnyLiquid(liquids, amountMg) ?? fitAnySolid(flexible, amountMg, capMg);
  if (young !== undefined || liquids.length + flexible.length > 0) return young;
  return fitAnySolid(plain, amountMg, capMg);
}

/**
 * A source's band wording ('2 tablets (20/120 mg)') named by the listed tablet that holds it: the
 * dispersible or chewable tablet for a young child, or for everyone when no plain tablet of that strength
 * is listed.
 */
export function wordBandForPatient(
  medicine: Medicine,
  route: string,
  bandAmount: string,
  bandMg: number,
  ageYears: number,
): string {
  if (route !== 'oral' || /dispersible|chewable/i.test(bandAmount) || !/\btablets?\b/i.test(bandAmount))
    return bandAmount;
  const forms = formsForRoute(medicine, route);
  const holds = (f: MedicineForm) => Number.isInteger(Number((bandMg / (f.strength.value / 2)).toFixed(6)));
  const flexible = forms.find(
    (f) => formKindOf(f) === 'flexible-solid' && /tablet/i.test(f.form) && holds(f),
  );
  if (flexible === undefined) return bandAmount;
  const hasPlainTablet = forms.some(
    (f) => formKindOf(f) === 'plain-solid' && /tablet/i.test(f.form) && holds(f),
  );
  if (hasPlainTablet && swallowsTablets(ageYears)) return bandAmount;
  const word = /chewable/i.test(flexible.form) ? 'chewable' : 'dispersible';
  return bandAmount.replace(/\btablet(s?)\b/i, `${word} tablet$1`);
}
