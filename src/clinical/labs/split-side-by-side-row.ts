import { isTestName, type SpecimenContext } from './identify-analyte';

/**
 * Two tables printed side by side under one header row that names its columns twice ('Parameter  Result
 * Normal  Parameter  Result  Normal'), as OCR reads them across the page: each row below that header
 * ('SG  1.010  1.003 - 1.035  RBC  0-1 /HPF  0-2', 'Colour  Amber  WBC  2-4 /HPF  0-5') becomes the left
 * table's row, then the right table's. The right part starts at a cell that is exactly a test's name and has
 * a cell after it. Other lines, and every line of a report without such a header, are left as they are (a
 * long export row 'ACC-1  45  M  Haematology  Hemoglobin  13.1' is one test).
 */
export function splitSideBySideRows(lines: readonly string[]): string[] {
  let besidePanels = false;
  return lines.flatMap((line) => {
    if (namesColumnsTwice(line)) {
      besidePanels = true;
      return [line];
    }
    return besidePanels ? splitSideBySideRow(line) : [line];
  });
}

const nameHeader = /\b(?:parameters?|tests?|investigations?|examens?|analyses?|analytes?)\b/gi;
const resultHeader = /\b(?:results?|r[ée]sultats?)\b/gi;

function namesColumnsTwice(line: string): boolean {
  return (line.match(nameHeader)?.length ?? 0) >= 2 && (line.match(resultHeader)?.length ?? 0) >= 2;
}

const panelSpecimens: SpecimenContext[] = ['urine', 'stool', 'csf'];

const isNameCell = (cell: string) => {
  const text = cell.trim();
  return (
    text.length > 1 && (isTestName(text) || panelSpecimens.some((specimen) => isTestName(text, specimen)))
  );
};

/** One row of the two tables, split where the right table's test name starts. */
export function splitSideBySideRow(line: string): string[] {
  const cells = line.split('\t');
  if (cells.length < 4 || !/^\s*[A-Za-zÀ-ÿ]/.test(cells[0] ?? '')) return [line];
  for (let at = 2; at < cells.length - 1; at++) {
    if (isNameCell(cells[at] ?? '') && (cells[at + 1] ?? '').trim() !== '')
      return [cells.slice(0, at).join('\t'), cells.slice(at).join('\t')];
  }
  return [line];
}
