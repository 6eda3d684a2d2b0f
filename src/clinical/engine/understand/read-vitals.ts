import { vitalThresholds, type VitalThreshold } from '../../knowledge/vital-thresholds';
import { comaScaleThresholds, type ComaScaleThreshold } from '../../knowledge/written-thresholds';
import type { FindingObservation, Vitals } from '../types';
import type { ComaScores } from './read-measurements';

export interface VitalContext {
  ageYears?: number;
  pregnant?: boolean;
}

/** A value worth the clinician's attention that is not itself a finding (SpO2 90-93%). */
export interface VitalNote {
  thresholdId: string;
  findingId: string;
  evidence: string;
}

const vitalLabels: Record<VitalThreshold['vital'], string> = {
  temperatureC: 'temperature',
  heartRate: 'heart rate',
  respiratoryRate: 'respiratory rate',
  systolicBP: 'systolic BP',
  diastolicBP: 'diastolic BP',
  spo2: 'SpO2',
  muacMm: 'MUAC',
  weightForHeightZ: 'weight-for-height',
};

function applies(threshold: VitalThreshold, context: VitalContext): boolean {
  const { applies: bounds } = threshold;
  if (!bounds) return true;
  // Unknown age reads as an adult: most patients are, and adult thresholds are the stricter for children.
  const age = context.ageYears ?? 30;
  if (bounds.minAgeYears !== undefined && age < bounds.minAgeYears) return false;
  if (bounds.maxAgeYears !== undefined && age >= bounds.maxAgeYears) return false;
  if (bounds.pregnant !== undefined && bounds.pregnant !== (context.pregnant === true)) return false;
  return true;
}

function crosses(threshold: VitalThreshold, value: number, ageYears: number | undefined): boolean {
  const limit = threshold.value + (threshold.perYearOfAge ?? 0) * (ageYears ?? 0);
  if (threshold.comparison === 'at-least') return value >= limit;
  if (threshold.comparison === 'above') return value > limit;
  return value < limit;
}

function describe(threshold: VitalThreshold, value: number): string {
  return `${vitalLabels[threshold.vital]} ${value} ${threshold.unit}`;
}

/**
 * Turns measured vital signs into findings with the thresholds of knowledge/vital-thresholds.ts: a finding
 * is present when a threshold for the patient's age and pregnancy is crossed, and absent when its vital was
 * measured and none was.
 */
export function readVitals(
  vitals: Vitals,
  context: VitalContext,
  thresholds: readonly VitalThreshold[] = vitalThresholds,
): { findings: FindingObservation[]; notes: VitalNote[] } {
  const present = new Map<string, FindingObservation>();
  const measuredFor = new Map<string, string>();
  const notes: VitalNote[] = [];
  for (const threshold of thresholds) {
    const value = vitals[threshold.vital];
    if (value === undefined || !Number.isFinite(value) || !applies(threshold, context)) continue;
    if (threshold.level === 'attention') {
      if (crosses(threshold, value, context.ageYears))
        notes.push({
          thresholdId: threshold.id,
          findingId: threshold.findingId,
          evidence: describe(threshold, value),
        });
      continue;
    }
    if (!measuredFor.has(threshold.findingId))
      measuredFor.set(threshold.findingId, describe(threshold, value));
    if (crosses(threshold, value, context.ageYears) && !present.has(threshold.findingId)) {
      present.set(threshold.findingId, {
        findingId: threshold.findingId,
        present: true,
        source: 'vital',
        evidence: describe(threshold, value),
      });
    }
  }
  const findings = [...present.values()];
  for (const [findingId, evidence] of measuredFor) {
    if (!present.has(findingId)) findings.push({ findingId, present: false, source: 'vital', evidence });
  }
  return { findings, notes };
}

const scaleLabels: Record<ComaScaleThreshold['scale'], string> = {
  glasgow: 'GCS',
  blantyre: 'Blantyre coma score',
  apgar: 'Apgar score',
};

/** Findings a written coma score shows (GCS 8 or less is coma; below 15, impaired consciousness). */
export function readComaScales(
  scores: ComaScores,
  thresholds: readonly ComaScaleThreshold[] = comaScaleThresholds,
): FindingObservation[] {
  const found = new Map<string, FindingObservation>();
  for (const threshold of thresholds) {
    const score = scores[threshold.scale];
    if (score === undefined || score > threshold.atMost || found.has(threshold.findingId)) continue;
    found.set(threshold.findingId, {
      findingId: threshold.findingId,
      present: true,
      source: 'vital',
      evidence: `${scaleLabels[threshold.scale]} ${score}`,
    });
  }
  return [...found.values()];
}
