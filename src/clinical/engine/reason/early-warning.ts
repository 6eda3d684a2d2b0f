import {
  meows,
  news2,
  type EarlyWarningResponse,
  type ScoreBand,
  type ScoredSign,
} from '../../knowledge/early-warning-scores';
import type { Urgency } from '../../knowledge/types';
import { pregnancyFromAgeYears } from '../../knowledge/findings/asked-of';
import type { FindingObservation, PatientFacts, Vitals } from '../types';

/** An alarm raised by an early-warning score: the reason with its numbers filled in, and what to do. */
export interface EarlyWarningAlarm {
  urgency: Urgency;
  reason: string;
  actions: readonly string[];
}

/** The band a measured value falls in (bands in rising order, the last one open). */
function bandOf<Level>(bands: ReadonlyArray<ScoreBand<Level>>, value: number): Level {
  const band = bands.find(
    (entry) =>
      (entry.atMost === undefined && entry.below === undefined) ||
      (entry.atMost !== undefined && value <= entry.atMost) ||
      (entry.below !== undefined && value < entry.below),
  );
  return band!.level;
}

const isUsable = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value);

/** The level of each sign measured; signs not measured are left out (they count as normal). */
function levelsOf<Level>(signs: ReadonlyArray<ScoredSign<Level>>, vitals: Vitals): Level[] {
  return signs.flatMap((sign) => {
    const value = vitals[sign.vital];
    return isUsable(value) ? [bandOf(sign.bands, value)] : [];
  });
}

/** A consciousness finding told or measured now (not a history of one). */
const hasPresentFinding = (observations: readonly FindingObservation[], ids: readonly string[]) =>
  observations.some(
    (observation) =>
      observation.present && observation.source !== 'history' && ids.includes(observation.findingId),
  );

const fill = (response: EarlyWarningResponse, numbers: readonly number[]): EarlyWarningAlarm => ({
  urgency: response.urgency,
  reason: numbers.reduce(
    (text, number, index) => text.replace(`{n${index + 1}}`, String(number)),
    response.reason,
  ),
  actions: response.actions,
});

/** NEWS2 (RCP 2017): the aggregate of the signs measured, and the response its thresholds call for. */
export function news2Alarm(
  vitals: Vitals,
  observations: readonly FindingObservation[],
): EarlyWarningAlarm | undefined {
  const points = levelsOf(news2.signs, vitals);
  if (points.length === 0) return undefined;
  if (hasPresentFinding(observations, news2.consciousness.findingIds))
    points.push(news2.consciousness.points);
  const score = points.reduce((sum, point) => sum + point, 0);
  if (score >= news2.emergencyFromScore) return fill(news2.emergency, [score, points.length]);
  if (score >= news2.urgentFromScore) return fill(news2.urgentByScore, [score, points.length]);
  if (points.some((point) => point >= news2.urgentFromOneSign))
    return fill(news2.urgentByOneSign, [score, points.length]);
  return undefined;
}

/** MEOWS (Singh et al. 2012): one red or two yellow triggers at once. */
export function meowsAlarm(
  vitals: Vitals,
  observations: readonly FindingObservation[],
): EarlyWarningAlarm | undefined {
  const levels = levelsOf(meows.signs, vitals);
  if (levels.length === 0) return undefined;
  if (hasPresentFinding(observations, meows.consciousness.findingIds)) levels.push(meows.consciousness.level);
  const red = levels.filter((level) => level === 'red').length;
  const yellow = levels.filter((level) => level === 'yellow').length;
  if (red === 0 && yellow < 2) return undefined;
  return fill(meows.triggered, [levels.length, red, yellow]);
}

/**
 * A woman pregnant now, or within 42 days of a birth ('recent-childbirth' holds the postnatal period,
 * written-thresholds.ts): never a man nor a child, whose own birth is not a mother's.
 */
const isObstetric = (patient: PatientFacts, present: ReadonlySet<string>) =>
  patient.sex !== 'male' &&
  (patient.ageYears === undefined || patient.ageYears >= pregnancyFromAgeYears) &&
  (patient.pregnant === true || present.has('pregnant') || present.has('recent-childbirth'));

/**
 * The early-warning alarm for the patient: the obstetric chart in pregnancy and the postnatal period, NEWS2
 * for other adults, none for children (IMCI and ETAT danger signs cover them) or when the age is unknown.
 */
export function earlyWarningAlarm(
  patient: PatientFacts,
  observations: readonly FindingObservation[],
  present: ReadonlySet<string>,
): EarlyWarningAlarm | undefined {
  if (isObstetric(patient, present)) return meowsAlarm(patient.vitals, observations);
  if (patient.ageYears === undefined || patient.ageYears < news2.minAgeYears) return undefined;
  return news2Alarm(patient.vitals, observations);
}
