import { extractLabEntriesFromText } from './extract-lab-entries';
import { detectSection } from './report-lines';
import { identifyAnalyte } from './identify-analyte';
import type { LabEntry } from './lab-types';

/**
 * A panel typed as one entry ('U/A': 'Protein ++, Nitrite positive, Leucocytes +++'; 'FBC': 'Hb 9.8,
 * WBC 14.2, Plt 95') becomes one entry per test, read as if printed under that heading. An entry that is
 * a single test, or whose result names no test, is kept as it is.
 */
export function expandPanelEntry(entry: LabEntry): LabEntry[] {
  if (identifyAnalyte(entry.testType) !== undefined || detectSection(entry.testType.trim()) === undefined)
    return [entry];
  const lines = entry.result
    .split(/[,;\n]+(?!\d{3}\b)/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const expanded = extractLabEntriesFromText([entry.testType, ...lines].join('\n'));
  return expanded.length === 0
    ? [entry]
    : expanded.map((item) =>
        entry.notes === undefined || item.notes !== undefined ? item : { ...item, notes: entry.notes },
      );
}
