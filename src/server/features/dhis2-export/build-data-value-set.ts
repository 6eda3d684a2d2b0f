import { suppressCount } from '../../../clinical/surveillance/suppression';
import type { Dhis2Mapping } from './dhis2-mapping';

export interface Dhis2DataValue {
  dataElement: string;
  period: string;
  orgUnit: string;
  categoryOptionCombo?: string;
  attributeOptionCombo?: string;
  value: string;
}

export interface Dhis2DataValueSet {
  dataSet?: string;
  dataValues: Dhis2DataValue[];
}

export interface WeeklyCountRow {
  region: string;
  isoWeek: string;
  kind: 'analyses' | 'condition';
  conditionId: string;
  count: number;
}

export interface VerifiedReportRow {
  region: string;
  isoWeek: string;
  conditionKey: string;
  cases: number;
  deaths: number;
}

/** DHIS2 writes ISO weeks as 2026W07 where we write 2026-W07. */
export const dhis2WeeklyPeriod = (isoWeek: string) => isoWeek.replace('-W', 'W');

/**
 * The de-identified weekly counts and verified outbreak reports as a DHIS2 dataValueSets payload, through
 * the country's mapping. A count under 5 is never sent (suppressed, as on every screen and export); a
 * region, condition or report without a mapping is left out and listed in `unmapped`. Reports of one
 * condition, region and week are added together.
 */
export function buildDataValueSet(
  mapping: Dhis2Mapping,
  counts: readonly WeeklyCountRow[],
  reports: readonly VerifiedReportRow[],
): { payload: Dhis2DataValueSet; unmapped: string[]; suppressed: number } {
  const values = new Map<string, Dhis2DataValue>();
  const unmapped = new Set<string>();
  let suppressed = 0;
  const add = (
    target: { dataElement: string; categoryOptionCombo?: string },
    orgUnit: string,
    isoWeek: string,
    amount: number,
  ) => {
    const base = {
      dataElement: target.dataElement,
      period: dhis2WeeklyPeriod(isoWeek),
      orgUnit,
      ...(target.categoryOptionCombo ? { categoryOptionCombo: target.categoryOptionCombo } : {}),
      ...(mapping.attributeOptionCombo ? { attributeOptionCombo: mapping.attributeOptionCombo } : {}),
    };
    const key = [base.dataElement, base.period, orgUnit, base.categoryOptionCombo].join('|');
    const previous = Number(values.get(key)?.value ?? 0);
    values.set(key, { ...base, value: String(previous + amount) });
  };

  for (const row of counts) {
    const orgUnit = mapping.orgUnits[row.region];
    const target =
      row.kind === 'analyses'
        ? mapping.weeklyCounts.analyses
        : mapping.weeklyCounts.conditions[row.conditionId];
    if (!orgUnit) unmapped.add(`region ${row.region}`);
    if (!target)
      unmapped.add(row.kind === 'analyses' ? 'completed analyses' : `condition ${row.conditionId}`);
    if (!orgUnit || !target) continue;
    const shown = suppressCount(row.count);
    if (shown === null) suppressed += 1;
    else add(target, orgUnit, row.isoWeek, shown);
  }
  for (const report of reports) {
    const orgUnit = mapping.orgUnits[report.region];
    const targets = mapping.outbreakReports[report.conditionKey];
    if (!orgUnit) unmapped.add(`region ${report.region}`);
    if (!targets) unmapped.add(`reported condition ${report.conditionKey}`);
    if (!orgUnit || !targets) continue;
    add(targets.cases, orgUnit, report.isoWeek, report.cases);
    if (targets.deaths) add(targets.deaths, orgUnit, report.isoWeek, report.deaths);
  }
  return {
    payload: { ...(mapping.dataSet ? { dataSet: mapping.dataSet } : {}), dataValues: [...values.values()] },
    unmapped: [...unmapped].sort(),
    suppressed,
  };
}
