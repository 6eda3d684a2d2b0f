import { isKnownName, type SpecimenContext } from './identify-analyte';
import { editDistance } from './name-key';

/** Lines of a lab report: cleaned of OCR marks, and read for section headings (URINALYSIS, STOOL, CSF). */

const sectionPatterns: [RegExp, SpecimenContext | undefined][] = [
  [
    /^(urinalysis|urine\s*analysis|urines?(\s+(routine|examination|dipstick|microscopy|chemistry|r\/?e|test|strip|exam))*|u\/?a|dipstick|urine\s+for\s+\w+|ecbu|bandelette(\s+urinaire)?|(examen|analyse)\s+(cytobact[ée]riologique\s+)?des\s+urines|s[ée]diment\s+urinaire)(\s+(report|results?|request|form))?\s*:?$/i,
    'urine',
  ],
  [
    /^(stool|faecal|fecal)(\s+(analysis|examination|exam|microscopy|routine|r\/?e|for\s+o\/?c|for\s+ova\s+and\s+cysts))*\s*:?$/i,
    'stool',
  ],
  [
    /^(csf|lcr|cerebro-?\s*spinal\s+fluid|liquide\s+c[ée]phalo-?\s*rachidien(\s+\(?lcr\)?)?)(\s+(analysis|analyse|examen|cytologie|biochimie|examination|exam|results?|chemistry|microscopy|report|request|form))*\s*:?$/i,
    'csf',
  ],
  [
    /^(liquide\s+pleural|pleural\s+fluid|pleural\s+aspirate|ponction\s+pleurale)(\s+(analysis|analyse|examen))*\s*:?$/i,
    'pleural',
  ],
  [
    /^(liquide\s+d['’]\s*ascite|ascitic\s+fluid|ascites|peritoneal\s+fluid|liquide\s+p[ée]riton[ée]al|ponction\s+d['’]\s*ascite)(\s+(analysis|analyse|examen))*\s*:?$/i,
    'ascitic',
  ],
  [
    /^((arterial\s+)?blood\s+gas(es)?(\s+analysis)?|abg|arterial\s+blood|gazom[eé]trie(\s+art[eé]rielle)?)\s*:?$/i,
    'arterial',
  ],
  [
    /^(full\s+blood\s+count|fbc|cbc|complete\s+blood\s+count|haemogram|hemogram|haematology|hematology|(clinical\s+)?(bio)?chemistry|serology|immunology|liver\s+function(\s+tests?)?|lfts?|renal\s+function(\s+tests?)?|rfts?|u\s*&\s*e|ueca?|electrolytes|lipid\s+profile|lipids|thyroid(\s+function)?(\s+tests?)?|tfts?|coagulation(\s+profile)?|microbiology|parasitology|blood|sang|h[ée]matologie|biochimie|h[ée]mogramme|nfs)\s*:?$/i,
    undefined,
  ],
];

/** Stray one- or two-character cells OCR puts before a row ('i\tPotassium\t5.6'), when a name follows. */
function dropLeadingJunkCells(line: string): string {
  let cells = line.split('\t');
  while (
    cells.length > 2 &&
    (cells[0] ?? '').trim().length <= 2 &&
    !isKnownName(cells[0] ?? '') &&
    /^\s*[A-Za-z]/.test(cells[1] ?? '')
  ) {
    cells = cells.slice(1);
  }
  return cells.join('\t');
}

/**
 * A range printed in brackets with its label ('[Normal: 4.0–11.0]', '(Ref. range: up to 40)', '(Valeurs de
 * référence : < 5)'): the label's colon would split name from value there, so only the bracketed range is kept.
 */
const labelledBracketRange =
  /[[(]\s*(?:normal(?:\s*(?:range|values?))?|ref(?:erence)?\.?(?:\s*(?:range|interval|values?))?|n\.?\s*r\.?|range|valeurs?\s*(?:de\s*)?(?:r[ée]f[ée]rence|normales?|usuelles?)|normes?)\s*[:=]\s*([^\])]*\d[^\])]*)[\])]/gi;

/** A report line without OCR marks at its ends or stray cells before its name. */
export function cleanLine(line: string): string {
  return dropLeadingJunkCells(line)
    .replace(labelledBracketRange, (_all, range: string) => `(${range.trim()})`)
    .replace(/\u00a0/g, ' ')
    .replace(/^[\s•·*>»\-–—#'`"|©~“”‘’:;,._{}[\]]+/, '')
    .replace(/(\s+[._~'`,;:]+|[\s_~]+)$/, '')
    .trim();
}

const sectionWords = [
  'urinalysis',
  'haematology',
  'hematology',
  'biochemistry',
  'chemistry',
  'examination',
  'parasitology',
  'microbiology',
  'serology',
  'coagulation',
  'electrolytes',
  'cerebrospinal',
  'microscopy',
  'analysis',
  'immunology',
  'haemogram',
  'hemogram',
];

/** Heading words with an OCR slip ('URNALYSIS') put right. */
function correctHeadingWord(word: string): string {
  if (word.length < 7) return word;
  const lower = word.toLowerCase();
  return (
    sectionWords.find((candidate) => editDistance(lower, candidate, 2) <= (candidate.length >= 10 ? 2 : 1)) ??
    word
  );
}

function matchHeading(text: string): { specimen: SpecimenContext | undefined } | undefined {
  const bare = text
    .replace(/[*_=:.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map(correctHeadingWord)
    .join(' ');
  for (const [pattern, specimen] of sectionPatterns) if (pattern.test(bare)) return { specimen };
  return undefined;
}

/**
 * A section heading, also with a translation or note beside it: 'URINALYSIS / UCHUNGUZI WA MKOJO',
 * 'URINE (SPOT, SAME TIME)', 'DIPSTICK (KIPIMO CHA UTEPE)'. A line with a value in it is no heading.
 */
export function detectSection(line: string): { specimen: SpecimenContext | undefined } | undefined {
  if (line.length > 60 || /\d/.test(line.replace(/u\/?a|\([^)]*\)/gi, ''))) return undefined;
  const whole = matchHeading(line);
  if (whole !== undefined) return whole;
  const withoutNotes = line.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').trim();
  // A table row ('Blood | Trace | Negative') is no heading, even when its first cell reads like one.
  if (withoutNotes === '' || /[\t|]/.test(withoutNotes)) return undefined;
  for (const part of withoutNotes.split(/\s+[/–—]\s+/)) {
    const found = matchHeading(part);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The specimen a table's Specimen cell names ('Urine (spot)', '24 h urine', 'CSF', 'Selles'); blood, serum
 * and plasma name no body fluid (undefined). Unknown text gives undefined as well.
 */
export function specimenOfCell(cell: string): SpecimenContext | undefined {
  const text = cell.toLowerCase();
  if (/\b(csf|lcr|cerebro-?spinal|c[eé]phalo-?rachidien)/.test(text)) return 'csf';
  if (/\b(urine|urines|urinaire|msu|mkojo)\b/.test(text)) return 'urine';
  if (/\b(stool|stools|faeces|feces|faecal|fecal|selles?|kinyesi)\b/.test(text)) return 'stool';
  if (/\b(arterial|art[eé]riel(le)?|abg)\b/.test(text)) return 'arterial';
  if (/\b(pleural|pleurale?|pl[eè]vre)\b/.test(text)) return 'pleural';
  if (/(\bascit|\bascite\b|p[eé]riton)/.test(text)) return 'ascitic';
  return undefined;
}
