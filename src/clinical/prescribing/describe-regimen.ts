/**
 * Regimens in words, for people: the dose rule, the population and one line per item. Used where no dose
 * can be computed (age and weight unknown: the rule is shown and the weight asked for) and by the
 * formulary a pharmacist signs off (`formulary.ts`).
 */
import { heaviestKg } from '../knowledge/dose-rules';
import type { Medicine, Regimen } from '../knowledge/types';
import { formatNumber } from './format-dose';

type RegimenItem = Regimen['items'][number];
type DoseRule = RegimenItem['dose'];

/** A per-kg rule whose caps are the dose at the heaviest accepted weight: the source states no maximum. */
export function hasNoSourceMaximum(rule: DoseRule): boolean {
  return rule.kind === 'mg-per-kg' && Math.abs(rule.maxMgPerDose - rule.mgPerKg * heaviestKg) < 1e-9;
}

/** The maxima of a rule in words ('max 500 mg a dose, 1000 mg a day'). */
export function describeMaxima(rule: DoseRule): string {
  const unit = rule.unit ?? 'mg';
  if (hasNoSourceMaximum(rule))
    return `no maximum stated by the source (capped at the dose for ${heaviestKg} kg)`;
  return `max ${formatNumber(rule.maxMgPerDose)} ${unit} a dose, ${formatNumber(rule.maxMgPerDay)} ${unit} a day`;
}

/** The rule without its maxima: '15 mg/kg a dose', 'by weight: 5 to < 15 kg 1 tablet (20 mg); ...', '500 mg (1 tablet)'. */
export function describeDoseRule(rule: DoseRule): string {
  const unit = rule.unit ?? 'mg';
  switch (rule.kind) {
    case 'mg-per-kg':
      return `${formatNumber(rule.mgPerKg)} ${unit}/kg a dose`;
    case 'weight-band':
      return `by weight: ${rule.bands
        .map((band) => `${formatNumber(band.minKg)} to < ${formatNumber(band.maxKg)} kg ${band.amount}`)
        .join('; ')}`;
    case 'age-band':
      return `by age: ${rule.bands
        .map(
          (band) => `${formatNumber(band.minYears)} to < ${formatNumber(band.maxYears)} years ${band.amount}`,
        )
        .join('; ')}`;
    case 'fixed':
      return rule.amount.includes(formatNumber(rule.mg))
        ? rule.amount
        : `${formatNumber(rule.mg)} ${unit} (${rule.amount})`;
  }
}

/** Who a regimen is for, in words ('under 12 years', 'days 0 to < 7 of life, low birth weight', 'everyone'). */
export function describePopulation(population: Regimen['population']): string {
  const p = population ?? {};
  const parts: string[] = [];
  if (p.minAgeDays !== undefined || p.maxAgeDays !== undefined)
    parts.push(`days ${formatNumber(p.minAgeDays ?? 0)} to < ${p.maxAgeDays ?? '?'} of life`);
  if (p.minAgeYears !== undefined && p.maxAgeYears !== undefined)
    parts.push(`${formatNumber(p.minAgeYears)} to < ${formatNumber(p.maxAgeYears)} years`);
  else if (p.minAgeYears !== undefined) parts.push(`${formatNumber(p.minAgeYears)} years and over`);
  else if (p.maxAgeYears !== undefined) parts.push(`under ${formatNumber(p.maxAgeYears)} years`);
  if (p.minWeightKg !== undefined && p.maxWeightKg !== undefined)
    parts.push(`${formatNumber(p.minWeightKg)} to < ${formatNumber(p.maxWeightKg)} kg`);
  else if (p.minWeightKg !== undefined) parts.push(`${formatNumber(p.minWeightKg)} kg and over`);
  else if (p.maxWeightKg !== undefined) parts.push(`under ${formatNumber(p.maxWeightKg)} kg`);
  if (p.lowBirthWeight !== undefined)
    parts.push(p.lowBirthWeight ? 'low birth weight' : 'birth weight 2.5 kg or more');
  if (p.pregnant === true)
    parts.push(p.trimesters === undefined ? 'pregnant' : `pregnant, trimester ${p.trimesters.join(', ')}`);
  if (p.pregnant === false) parts.push('not pregnant');
  if (p.maxEgfr !== undefined) parts.push(`eGFR below ${formatNumber(p.maxEgfr)}`);
  if (p.presentFindings !== undefined) {
    const allOf = p.presentFindings.allOf ?? [];
    const anyOf = p.presentFindings.anyOf ?? [];
    const oneOf = anyOf.length > 0 ? `one of ${anyOf.join(', ')}` : '';
    parts.push(`with ${[allOf.join(' and '), oneOf].filter((part) => part !== '').join(' and ')}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'everyone (no population limit)';
}

/** When a phase of a regimen is given: 'Loading dose: now, IV over 5 minutes', 'Maintenance: first dose 4 hours after ...'. */
export function describePhase(phase: NonNullable<RegimenItem['phase']>): string {
  return `${phase.name.charAt(0).toUpperCase()}${phase.name.slice(1)}: ${phase.when}`;
}

/** One item as a clinician reads it: 'amoxicillin oral 40 mg/kg a dose (max ...), every 12 hours, 5 days'. */
export function describeRegimenItem(item: RegimenItem, medicine: Medicine | undefined): string {
  const phase = item.phase === undefined ? '' : `[${describePhase(item.phase)}] `;
  return `${phase}${medicine?.name ?? item.medicineId} ${item.route} ${describeDoseRule(item.dose)} (${describeMaxima(item.dose)}), ${item.frequency}, ${item.duration}`;
}
