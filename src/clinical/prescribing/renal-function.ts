/**
 * Kidney function for dosing, from any result a clinician sends: an eGFR or creatinine clearance as given,
 * or a serum creatinine turned into an eGFR by CKD-EPI 2021 for adults and bedside Schwartz for children
 * when a height is known (the equations live in `labs/estimate-egfr.ts`, shared with lab interpretation).
 */
import { bedsideSchwartz, ckdEpi2021, micromolPerMilligram } from '../labs/estimate-egfr';

export interface RenalFunction {
  /** mL/min/1.73 m² (or mL/min for a creatinine clearance). */
  egfr: number;
  /** How it was obtained, for the warning the clinician reads. */
  basis: string;
}

interface LabLike {
  testType: string;
  result: string;
}

interface RenalPatient {
  ageYears?: number;
  sex?: 'male' | 'female' | 'other';
  heightCm?: number;
}

const egfrNames = /\b(e?gfr|glomerular filtration|creatinine clearance|crcl|cockcroft)\b/i;
const creatinineNames = /\b(creatinine|creat|s\.?\s?cr|scr|kréatinine|créatinine)\b/i;

function firstNumber(text: string): number | undefined {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text);
  if (!match) return undefined;
  const value = Number(match[0].replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Serum creatinine in mg/dL: µmol/L is named, or read from the size of the figure (no human has 20 mg/dL). */
function creatinineMgDl(result: string): number | undefined {
  const value = firstNumber(result);
  if (value === undefined) return undefined;
  if (/mg\s*\/\s*dl/i.test(result)) return value;
  if (/(µ|u|micro)mol/i.test(result) || value > 20) return value / micromolPerMilligram;
  return value;
}

/** The patient's kidney function from the lab results, or undefined when none can be read. */
export function readRenalFunction(
  labs: readonly LabLike[],
  patient: RenalPatient,
): RenalFunction | undefined {
  for (const lab of labs) {
    if (!egfrNames.test(lab.testType)) continue;
    const value = firstNumber(lab.result);
    if (value !== undefined && value < 200)
      return { egfr: value, basis: `${lab.testType.trim()} ${value} given` };
  }
  for (const lab of labs) {
    if (!creatinineNames.test(lab.testType) || /urine|urinary|ratio/i.test(lab.testType)) continue;
    const mgDl = creatinineMgDl(lab.result);
    if (mgDl === undefined) continue;
    const { ageYears, sex, heightCm } = patient;
    if (ageYears !== undefined && ageYears >= 18 && (sex === 'male' || sex === 'female')) {
      const egfr = Math.round(ckdEpi2021(mgDl, ageYears, sex));
      return { egfr, basis: `eGFR ${egfr} by CKD-EPI 2021 from creatinine ${lab.result.trim()}` };
    }
    if (ageYears !== undefined && ageYears >= 1 && ageYears < 18 && heightCm !== undefined) {
      const egfr = Math.round(bedsideSchwartz(mgDl, heightCm));
      return { egfr, basis: `eGFR ${egfr} by bedside Schwartz from creatinine ${lab.result.trim()}` };
    }
  }
  return undefined;
}
