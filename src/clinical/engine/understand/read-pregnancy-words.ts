import {
  lastPeriodThreshold,
  peripartumWindowThreshold,
  postnatalPeriodThreshold,
} from '../../knowledge/written-thresholds';
import type { Observation } from './collect-observations';
import { readDaysSinceBirth } from './read-birth-time';
import { mentionsGravidaParity, readGestationWeeks, readWeeksSinceLastPeriod } from './read-patient';

const pregnancyOver20WeeksFrom = 20;

/**
 * Pregnancy facts written in a line besides its words: a gestation ('G2P1 at 32 weeks') and the weeks
 * since the last period ('LMP 6/52' is a missed period). `read` holds what the words of the same line
 * said: 'LMP 2 weeks ago, not pregnant' gives no gestation, and a birth read there makes them the birth's.
 */
export function readPregnancyWords(
  text: string,
  read: readonly Observation[],
  source: Observation['source'],
  evidence: string,
): Observation[] {
  const found: Observation[] = [];
  const deniesPregnancy = read.some(
    (observation) => observation.findingId === 'pregnant' && !observation.present,
  );
  // A birth told with its time counts as the profile's days after delivery would: within the postnatal
  // period it is a recent birth ('delivered 2 hours ago'), whatever verb told it.
  const daysSinceBirth = readDaysSinceBirth(text);
  const isRecentBirthByDays =
    daysSinceBirth !== undefined && daysSinceBirth <= postnatalPeriodThreshold.daysAtMost;
  // 'G2P2, delivered at 38 weeks yesterday': the gestation and parity are of the birth, not a pregnancy now.
  const hasDelivered =
    isRecentBirthByDays ||
    read.some((observation) => observation.findingId === 'recent-childbirth' && observation.present);
  // The birth's time is kept as the duration of the recent birth (merged with the words' own reading of it).
  if (
    isRecentBirthByDays &&
    !read.some((observation) => observation.findingId === 'recent-childbirth' && !observation.present)
  )
    found.push({
      findingId: 'recent-childbirth',
      present: true,
      source,
      evidence,
      durationDays: daysSinceBirth,
    });
  // Past the postnatal period a birth months ago still falls in the peripartum window of heart failure.
  if (daysSinceBirth !== undefined && daysSinceBirth <= peripartumWindowThreshold.daysAtMost)
    found.push({ findingId: peripartumWindowThreshold.findingId, present: true, source, evidence });
  const weeks = deniesPregnancy ? undefined : readGestationWeeks(text);
  if (!hasDelivered && (weeks !== undefined || (!deniesPregnancy && mentionsGravidaParity(text)))) {
    found.push({ findingId: 'pregnant', present: true, source, evidence });
  }
  if (weeks !== undefined) {
    found.push({
      findingId: 'pregnancy-over-20-weeks',
      present: weeks >= pregnancyOver20WeeksFrom,
      source,
      evidence,
    });
  }
  const weeksSincePeriod = readWeeksSinceLastPeriod(text);
  if (weeksSincePeriod !== undefined) {
    const present = weeksSincePeriod >= lastPeriodThreshold.weeksAtLeast;
    found.push({ findingId: lastPeriodThreshold.findingId, present, source, evidence });
  }
  return found;
}
