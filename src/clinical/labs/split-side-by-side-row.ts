import { isTestName, type SpecimenContext } from './identify-analyte';

/**
 * A row of two tables printed side by side, as OCR reads it across the page ('SG  1.010  1.003 - 1.035  RBC
 * 0-1 /HPF  0-2', 'Colour  Amber  WBC  2-4 /HPF  0-5'): the left table's cells, then the right table's, as
 * two rows. The right part starts at a cell that is exactly a test's name and has a cell after it; a row
 * whose first cell is a number, or with no such cell, is one row.
 */

const panelSpecimens: SpecimenContext[] = ['urine', 'stool', 'csf'];

const isNameCell = (cell: string) => {
  const text = cell.trim();
  return (
    text.length > 1 && (isTestName(text) || panelSpecimens.some((specimen) => isTestName(text, specimen)))
  );
};

export function splitSideBySideRow(line: string): string[] {
  const cells = line.split('\t');
  if (cells.length < 4 || !/^\s*[A-Za-zÀ-ÿ]/.test(cells[0] ?? '')) return [line];
  for (let at = 2; at < cells.length - 1; at++) {
    if (isNameCell(cells[at] ?? '') && (cells[at + 1] ?? '').trim() !== '')
      return [cells.slice(0, at).join('\t'), cells.slice(at).join('\t')];
  }
  return [line];
}
