import type { LabPatient } from './lab-types';

/**
 * The patient's age and sex as a report's header prints them ('Age: 4 years', 'Age/Sex: 34 Y / Female',
 * 'Âge : 27 ans   Sexe : F', 'Umri/Age: 26 Jinsia/Sex: F'), to choose a printed age or sex band when
 * the session does not know them. Only the first lines are read: a header, not the results.
 */

const headerLines = 15;
const agePattern =
  /(?:^|[\s|,;(/])(?:â|a)ge(?:\s*\/\s*sex(?:e)?)?\s*[:.]?\s*(\d{1,3}(?:[.,]\d+)?)\s*(years?|yrs?|y|ans?|yo|months?|mths?|mois|mo|m|weeks?|wks?|days?|jours?|d)?\b/i;
const sexPattern =
  /(?:^|[\s|,;(/])(?:sex|sexe|gender|jinsia)\s*[:.]?\s*(male|female|m|f|homme|femme|h|masculin|f[eé]minin)\b/i;
const ageThenSex = /(?:â|a)ge\s*\/\s*sexe?\s*[:.]?\s*\d{1,3}\s*\w*\s*\/\s*(male|female|m|f|homme|femme|h)\b/i;

/** An age printed without its label, in brackets after a birth date: '(52 ans)', '(34 years)'. */
const bracketedAge = /\((\d{1,3})\s*(years?|yrs?|ans)\)/i;
/** A courtesy title before the patient's name says the sex when no 'Sex:' is printed ('Mme K. Aya'). */
const titleBeforeName = /(?<=^|[\s:|,;])([A-Za-z/]{2,12})\.?[ \t]+(?=[A-ZÀ-Ý])/gm;
const femaleTitles = /^(mme|mrs|ms|miss|madame|mlle|mademoiselle|w\/ro)$/i;
const maleTitles = /^(mr|monsieur|ato)$/i;

function sexFromTitle(header: string): LabPatient['sex'] {
  for (const match of header.matchAll(titleBeforeName)) {
    const word = match[1] ?? '';
    if (femaleTitles.test(word)) return 'female';
    if (maleTitles.test(word)) return 'male';
  }
  return undefined;
}

function toYears(value: number, unit: string | undefined): number {
  const word = (unit ?? 'y').toLowerCase();
  if (/^(d|jour)/.test(word)) return value / 365.25;
  if (/^w/.test(word)) return (value * 7) / 365.25;
  if (/^(mo|m$|months?|mths?|mois)/.test(word)) return value / 12;
  return value;
}

/** The months printed after the years of a child's age ('3 yrs 8 mo', '1 yr 4 mths', '4y 2m'), in years. */
function monthsAfterYears(unit: string | undefined, after: string): number {
  if (unit === undefined || !/^(y|yrs?|years?|ans?)$/i.test(unit)) return 0;
  const months = /^\s*(?:,|and|et)?\s*(\d{1,2})\s*(?:months?|mths?|mos?|mois|m)\b/i.exec(after);
  const count = Number(months?.[1] ?? 0);
  return count < 12 ? count / 12 : 0;
}

function toSex(word: string): LabPatient['sex'] {
  return /^(m|male|h|homme|masculin)$/i.test(word) ? 'male' : 'female';
}

export function readReportPatient(text: string): LabPatient {
  const header = text.split(/\r?\n/, headerLines).join('\n');
  const patient: LabPatient = {};
  const age = agePattern.exec(header) ?? bracketedAge.exec(header);
  if (age !== null) {
    const years =
      toYears(Number((age[1] ?? '').replace(',', '.')), age[2]) +
      monthsAfterYears(age[2], header.slice(age.index + age[0].length));
    if (Number.isFinite(years) && years >= 0 && years < 125) patient.ageYears = years;
  }
  const sex = ageThenSex.exec(header) ?? sexPattern.exec(header);
  if (sex !== null) patient.sex = toSex(sex[1] ?? '');
  else {
    const titled = sexFromTitle(header);
    if (titled !== undefined) patient.sex = titled;
  }
  return patient;
}

/** The session's patient, with what it does not know taken from the report's header. */
export function withReportPatient(known: LabPatient, text: string): LabPatient {
  if (known.ageYears !== undefined && known.sex !== undefined) return known;
  const printed = readReportPatient(text);
  return {
    ...known,
    ...(known.ageYears === undefined && printed.ageYears !== undefined ? { ageYears: printed.ageYears } : {}),
    ...(known.sex === undefined && printed.sex !== undefined ? { sex: printed.sex } : {}),
  };
}
