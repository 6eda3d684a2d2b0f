import type { ConditionEntry } from '../../knowledge/load-knowledge';

/**
 * A finding a condition lists, with its log likelihood ratios once worked out (evidence.ts): they depend
 * only on the entry and the finding's base rate, which is kept with them so that another base rate (another
 * knowledge base in a test) works them out again.
 */
export interface ListedFinding {
  frequency: number;
  specificity: number | undefined;
  presentBaseRate: number;
  presentRatio: number;
  absentBaseRate: number;
  absentRatio: number;
}

/**
 * What weighing the evidence reads of a condition, in objects of one shape made once per condition: the
 * conditions differ in which optional parts they have, and reading a hundred and fifty differently shaped
 * objects for every observation of every assessment is slow in V8 (megamorphic property reads).
 */
export interface WeighingTable {
  listed: ReadonlyMap<string, ListedFinding>;
  /** The same entries by finding number (findingNumber): an array read instead of a map's for each observation. */
  listedByNumber: ReadonlyArray<ListedFinding | undefined>;
  /** The defining findings (knowledge: definedBy.anyOf), if any. */
  defining: readonly string[] | undefined;
  isAlwaysTold: boolean;
  appliesFromYears: number | undefined;
  appliesBelowYears: number | undefined;
  isEmergency: boolean;
}

const tables = new WeakMap<ConditionEntry, WeighingTable>();

/** A number for each finding id met, from 0: the index of the finding in every condition's listedByNumber. */
const numbers = new Map<string, number>();

export function findingNumber(findingId: string): number {
  let number = numbers.get(findingId);
  if (number === undefined) {
    number = numbers.size;
    numbers.set(findingId, number);
  }
  return number;
}

function byNumber(listed: ReadonlyMap<string, ListedFinding>): Array<ListedFinding | undefined> {
  const numbered = [...listed.keys()].map(findingNumber);
  const array = new Array<ListedFinding | undefined>(Math.max(-1, ...numbered) + 1).fill(undefined);
  for (const [findingId, entry] of listed) array[findingNumber(findingId)] = entry;
  return array;
}

export function weighingTableOf(condition: ConditionEntry): WeighingTable {
  let table = tables.get(condition);
  if (table === undefined) {
    const listed = new Map(
      condition.findings.map((entry): [string, ListedFinding] => [
        entry.findingId,
        {
          frequency: entry.frequency,
          specificity: entry.specificity,
          presentBaseRate: Number.NaN,
          presentRatio: 0,
          absentBaseRate: Number.NaN,
          absentRatio: 0,
        },
      ]),
    );
    table = {
      listed,
      listedByNumber: byNumber(listed),
      defining: condition.definedBy?.anyOf,
      isAlwaysTold: condition.definedBy?.isAlwaysTold === true,
      appliesFromYears: condition.definedBy?.appliesFromYears,
      appliesBelowYears: condition.definedBy?.appliesBelowYears,
      isEmergency: condition.urgency === 'emergency' || condition.urgency === 'critical',
    };
    tables.set(condition, table);
  }
  return table;
}
