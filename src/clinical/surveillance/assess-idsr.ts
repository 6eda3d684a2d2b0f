import type { Citation } from '../knowledge/types';
import { idsrDiseases, type IdsrDisease, type IdsrRule } from './idsr-thresholds';

/** What is known about one place and period: a single report, or one week of counts. */
export interface IdsrObservation {
  period: 'single' | 'week';
  suspectedCases: number;
  confirmedCases?: number;
  /** Population of the place, when known (meningitis attack rates need it). */
  populationAtRisk?: number;
  /** Weekly counts ending with the current week, oldest first. */
  recentWeeks?: readonly number[];
  /** The same week's counts in previous years. */
  sameWeekPreviousYears?: readonly number[];
}

export type IdsrLevel = 'epidemic' | 'alert' | 'below' | 'not-assessable';

export interface IdsrAssessment {
  diseaseId: string;
  level: IdsrLevel;
  /** The rule that was met, in words, or why none could be judged. */
  reason: string;
  citations: readonly Citation[];
}

type RuleResult = 'met' | 'not-met' | 'not-assessable';

/** Compares an observation with a disease's IDSR alert and epidemic thresholds. */
export function assessIdsr(disease: IdsrDisease, observation: IdsrObservation): IdsrAssessment {
  const base = { diseaseId: disease.id, citations: disease.citations };
  const epidemic = disease.epidemic.find((rule) => checkRule(rule, observation) === 'met');
  if (epidemic)
    return { ...base, level: 'epidemic', reason: `Epidemic threshold: ${describeRule(epidemic)}` };
  const alert = disease.alert.find((rule) => checkRule(rule, observation) === 'met');
  if (alert) return { ...base, level: 'alert', reason: `Alert threshold: ${describeRule(alert)}` };
  const anyAssessable = [...disease.alert, ...disease.epidemic].some(
    (rule) => checkRule(rule, observation) !== 'not-assessable',
  );
  return anyAssessable
    ? { ...base, level: 'below', reason: 'Below the IDSR alert threshold' }
    : {
        ...base,
        level: 'not-assessable',
        reason: 'IDSR gives no count threshold here: judged against expected counts (EARS)',
      };
}

/** The IDSR disease a condition of the knowledge base belongs to, if any. */
export function findIdsrDiseaseForCondition(conditionId: string): IdsrDisease | undefined {
  return idsrDiseases.find((disease) => (disease.conditionIds as readonly string[]).includes(conditionId));
}

export function findIdsrDisease(id: string): IdsrDisease | undefined {
  return idsrDiseases.find((disease) => disease.id === id);
}

function checkRule(rule: IdsrRule, observation: IdsrObservation): RuleResult {
  const cases = observation.suspectedCases;
  switch (rule.kind) {
    case 'suspected-cases':
      if (rule.period === 'week' && observation.period !== 'week') return 'not-assessable';
      return cases >= rule.cases ? 'met' : 'not-met';
    case 'confirmed-cases':
      if (observation.confirmedCases === undefined) return 'not-assessable';
      return observation.confirmedCases >= rule.cases ? 'met' : 'not-met';
    case 'weekly-attack-rate': {
      const population = observation.populationAtRisk;
      if (population === undefined || population < rule.minPopulation) return 'not-assessable';
      return (cases / population) * 100_000 >= rule.per100k ? 'met' : 'not-met';
    }
    case 'cases-in-week-small-population': {
      const population = observation.populationAtRisk;
      if (population !== undefined && population >= rule.maxPopulation) return 'not-assessable';
      return cases >= rule.cases ? 'met' : 'not-met';
    }
    case 'above-percentile-of-previous-years': {
      const history = observation.sameWeekPreviousYears;
      if (!history || history.length < rule.years) return 'not-assessable';
      return cases > quantile(history.slice(-rule.years), rule.percentile / 100) ? 'met' : 'not-met';
    }
    case 'doubling':
      return rule.comparedWith === 'previous-three-weeks'
        ? checkThreeWeekDoubling(observation.recentWeeks)
        : checkDoublingOverYears(cases, observation.sameWeekPreviousYears);
    case 'increase-over-expected':
      return 'not-assessable';
  }
}

/** WHO 2014: doubling over a 3-week period, e.g. 1, 2, 4 cases in three successive weeks. */
function checkThreeWeekDoubling(weeks: readonly number[] | undefined): RuleResult {
  if (!weeks || weeks.length < 3) return 'not-assessable';
  const [first, second, third] = weeks.slice(-3) as [number, number, number];
  return first >= 1 && second >= 2 * first && third >= 2 * second ? 'met' : 'not-met';
}

function checkDoublingOverYears(cases: number, history: readonly number[] | undefined): RuleResult {
  if (!history || history.length === 0) return 'not-assessable';
  const mean = history.reduce((sum, value) => sum + value, 0) / history.length;
  return mean > 0 && cases >= 2 * mean ? 'met' : 'not-met';
}

/** R's default quantile (type 7): linear interpolation between order statistics. */
export function quantile(values: readonly number[], probability: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * probability;
  const lower = Math.floor(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[Math.min(lower + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (position - lower);
}

export function describeRule(rule: IdsrRule): string {
  switch (rule.kind) {
    case 'suspected-cases':
      return rule.cases === 1
        ? 'a single suspected case'
        : `${rule.cases} suspected cases${rule.period === 'week' ? ' in a week' : ''}`;
    case 'confirmed-cases':
      return `${rule.cases === 1 ? 'one' : rule.cases} laboratory-confirmed case${rule.cases === 1 ? '' : 's'}${rule.period === 'month' ? ' in a month' : ''}`;
    case 'weekly-attack-rate':
      return `${rule.per100k} suspected cases per 100,000 inhabitants per week`;
    case 'cases-in-week-small-population':
      return `${rule.cases} suspected cases in one week (population under ${rule.maxPopulation.toLocaleString('en')})`;
    case 'above-percentile-of-previous-years':
      return `weekly cases above the ${rule.percentile}th percentile of the same week in the previous ${rule.years} years`;
    case 'doubling':
      return rule.comparedWith === 'previous-three-weeks'
        ? 'cases doubling over a 3-week period'
        : 'cases doubling compared with the same period of previous years';
    case 'increase-over-expected':
      return 'cases above those expected for the place and period';
  }
}
