/**
 * Lab results: recognising the test, reading the value and unit, interpreting it against the printed
 * range or the knowledge base's range for the patient, and the engine findings it implies.
 */
import { deriveFindingsFromLabs } from './derive-lab-findings';
import { expandPanelEntry } from './expand-panel-entry';
import { interpretLabEntry } from './interpret-lab';
import type { InterpretedLab, LabEntry, LabFinding, LabPatient } from './lab-types';

export type { InterpretedLab, LabEntry, LabFinding, LabFlag, LabPatient, LabStatus } from './lab-types';
export type { LabAnalyte } from './analyte-schema';
export type { ParsedResult } from './parse-result';
export type { ParsedRange } from './parse-range';
export type { SpecimenContext } from './identify-analyte';
export { identifyAnalyte } from './identify-analyte';
export { parseResult } from './parse-result';
export { parseRange } from './parse-range';
export { extractLabEntriesFromText, extractLabEntriesWithLines } from './extract-lab-entries';
export { restoreOcrDecimalPoints } from './restore-decimal-point';
export { readReportPatient, withReportPatient } from './read-report-patient';
export { analytes, findAnalyteById } from './knowledge';
export { findingRules } from './derive-lab-findings';
export { estimateEgfr } from './estimate-egfr';

/**
 * Interprets each entry: the analyte (with LOINC), the value in the canonical unit, the flag (normal,
 * attention, critical), a sentence a clinician reads, and the range used (printed first, else the
 * knowledge base's range for the patient's age, sex and pregnancy). A panel typed as one entry ('U/A':
 * 'Protein ++, Nitrite positive') is interpreted test by test.
 */
export function interpretLabEntries(entries: readonly LabEntry[], patient: LabPatient): InterpretedLab[] {
  return entries.flatMap(expandPanelEntry).map((entry) => interpretLabEntry(entry, patient));
}

/** The engine findings present or absent that the interpreted labs imply, each with its evidence. */
export function deriveLabFindings(labs: readonly InterpretedLab[], _patient: LabPatient): LabFinding[] {
  return deriveFindingsFromLabs(labs);
}
