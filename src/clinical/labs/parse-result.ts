import type { LabAnalyte } from './analyte-schema';
import { readDirectionWord, readGrade, readPolarity, type Polarity } from './read-qualitative';
import { fixOcrDigits, readFirstNumber, type Comparator } from './read-number';
import { normaliseUnit } from './units';

/** A result read from its written form, converted to the analyte's canonical unit where possible. */
export interface ParsedResult {
  kind: 'number' | 'grade' | 'qualitative' | 'direction' | 'text' | 'unreadable';
  /** For a measured test reported in words ('low', 'prolonged'): the side of the range, no number. */
  direction?: 'low' | 'high' | 'within';
  /** In the canonical unit when `unitConverted`; the dipstick grade for ordinal results. */
  value?: number;
  lowValue?: number;
  unit?: string;
  comparator?: Comparator;
  rawValue?: number;
  rawUnit?: string;
  /** How the unit was known: printed next to the value, inferred from plausible values, or assumed canonical. */
  unitSource?: 'written' | 'inferred' | 'assumed';
  /**
   * Set on an unreadable number that lies outside the values possible for the analyte in the unit it
   * is printed in (or, with no unit printed, in any unit a printed range supports): a slipped decimal
   * point ('261' for calcium 2.61 mmol/L) is sent back to the slip, never interpreted.
   */
  implausible?: { value: number; unit: string };
  unitConverted: boolean;
  qualitative?: Polarity;
  detail: string;
}

/** A unit and the factor and offset that take a value in it to the canonical unit. */
export interface UnitChoice {
  unit: string;
  factor: number;
  offset: number;
}

function unitChoices(analyte: LabAnalyte): UnitChoice[] {
  if (analyte.unit === undefined) return [];
  return [
    { unit: analyte.unit, factor: 1, offset: 0 },
    ...analyte.conversions.map((conversion) => ({
      unit: conversion.unit,
      factor: conversion.factor,
      offset: conversion.offset ?? 0,
    })),
  ];
}

/** A value in the chosen unit converted to the canonical unit, without floating-point dust (14.2, not 14.200000000000001). */
export function toCanonical(raw: number, choice: UnitChoice): number {
  return Number((raw * choice.factor + choice.offset).toPrecision(10));
}

/** The conversion for a written unit, or undefined when the analyte does not know the unit. */
export function findUnitChoice(analyte: LabAnalyte, writtenUnit: string): UnitChoice | undefined {
  const known = normaliseUnit(writtenUnit);
  if (known === undefined) return undefined;
  const choices = unitChoices(analyte);
  const found = choices.find((choice) => normaliseUnit(choice.unit) === known);
  if (found !== undefined) return found;
  // French counts: 'G/L' (giga per litre) for a cell count is 10^9/L, not grams per litre.
  if (known === 'g/L' && /^G\/L$/.test(writtenUnit.trim()))
    return choices.find((choice) => normaliseUnit(choice.unit) === '10^9/L');
  return undefined;
}

/** The unit printed right after a value: one to three words, as long as they read as a unit. */
export function readUnitAfter(text: string): { unit: string; end: number } | undefined {
  const words = [...text.matchAll(/\S+/g)].slice(0, 3);
  for (let count = words.length; count >= 1; count -= 1) {
    const last = words[count - 1];
    if (last === undefined) continue;
    const candidate = words
      .slice(0, count)
      .map((word) => word[0])
      .join('');
    const cleaned = candidate.replace(/^[([]+/, '').replace(/[)\],;:]+$/, '');
    if (normaliseUnit(cleaned) !== undefined) return { unit: cleaned, end: last.index + last[0].length };
  }
  return undefined;
}

const gradeSteps = [0.5, 1, 2, 3, 4];

/** A urine analyser's concentration ('PRO 100 mg/dL') as the dipstick grade it corresponds to. */
function readGradeFromConcentration(text: string, analyte: LabAnalyte): number | undefined {
  const number = readFirstNumber(text);
  const unit = number === undefined ? undefined : readUnitAfter(text.slice(number.end))?.unit;
  const known = unit === undefined ? undefined : normaliseUnit(unit);
  const scale = analyte.gradeEquivalents.find((candidate) => normaliseUnit(candidate.unit) === known);
  if (number === undefined || scale === undefined) return undefined;
  let grade = 0;
  scale.atLeast.forEach((threshold, index) => {
    if (number.value >= threshold) grade = gradeSteps[index] ?? grade;
  });
  return grade;
}

export interface UnitHint {
  /** A printed range without a unit, in the same unit as the result. */
  rangeLow?: number;
  rangeHigh?: number;
  referenceLow?: number;
  referenceHigh?: number;
}

const first = (analyte: LabAnalyte) => analyte.unit ?? '';

function isPlausible(analyte: LabAnalyte, value: number): boolean {
  return (
    analyte.plausible === undefined || (value >= analyte.plausible.low && value <= analyte.plausible.high)
  );
}

function overlapsReference(low: number | undefined, high: number | undefined, hint: UnitHint): boolean {
  if (hint.referenceLow === undefined && hint.referenceHigh === undefined) return false;
  const rangeLow = low ?? high ?? 0;
  const rangeHigh = high ?? low ?? 0;
  const referenceLow = hint.referenceLow ?? (hint.referenceHigh ?? 0) / 10;
  const referenceHigh = hint.referenceHigh ?? (hint.referenceLow ?? 0) * 10;
  return rangeLow <= referenceHigh * 1.5 && rangeHigh >= referenceLow / 1.5;
}

/**
 * With no unit printed, picks the unit under which the value (and any printed range) makes sense. Another
 * unit than the canonical one is taken only when a printed range supports it or it is the only unit the
 * value is possible in (Hb 112 is g/L); otherwise the unit is uncertain (`supported` false) and the value
 * goes back to the slip rather than being converted.
 */
function inferUnit(
  analyte: LabAnalyte,
  value: number,
  hint: UnitHint,
): { choice: UnitChoice; inferred: boolean; supported: boolean } | undefined {
  const choices = unitChoices(analyte);
  const first = choices[0];
  if (first === undefined) return undefined;
  const convert = (choice: UnitChoice, raw: number) => toCanonical(raw, choice);
  const isUsual = (canonical: number) =>
    isPlausible(analyte, canonical) &&
    (analyte.usualHighWithoutUnit === undefined || canonical <= analyte.usualHighWithoutUnit);
  const score = (choice: UnitChoice): number => {
    const rangeLow = hint.rangeLow === undefined ? undefined : convert(choice, hint.rangeLow);
    const rangeHigh = hint.rangeHigh === undefined ? undefined : convert(choice, hint.rangeHigh);
    const hasRange = rangeLow !== undefined || rangeHigh !== undefined;
    return (
      (isUsual(convert(choice, value)) ? 2 : 0) +
      (hasRange && overlapsReference(rangeLow, rangeHigh, hint) ? 3 : 0)
    );
  };
  let best = first;
  for (const choice of choices.slice(1)) if (score(choice) > score(best)) best = choice;
  const possibleUnits = choices.filter((choice) => isUsual(convert(choice, value))).length;
  const supported = best === first || score(best) >= 3 || (possibleUnits === 1 && score(best) >= 2);
  return { choice: best, inferred: best !== first, supported };
}

const outsidePossible = (analyte: LabAnalyte, value: number, unit: string | undefined) =>
  analyte.plausible !== undefined && unit !== undefined && !isPlausible(analyte, value)
    ? { implausible: { value, unit } }
    : undefined;

/**
 * OCR reads the µ of µmol/L as a p. A 'pmol/L' printed with a test measured in µmol/L and never in pmol/L
 * (creatinine, urea, bilirubin, urate), whose value is possible in µmol/L, is µmol/L; a test measured in
 * pmol/L (free T4, PTH) keeps it.
 */
function readMisreadMicro(
  written: { unit: string; end: number } | undefined,
  analyte: LabAnalyte,
  value: number,
): { unit: string; end: number } | undefined {
  if (written === undefined || normaliseUnit(written.unit) !== 'pmol/L') return written;
  if (findUnitChoice(analyte, written.unit) !== undefined) return written;
  const micro = findUnitChoice(analyte, 'µmol/L');
  if (micro === undefined || !isPlausible(analyte, toCanonical(value, micro))) return written;
  return { ...written, unit: 'µmol/L' };
}

function parseNumber(text: string, analyte: LabAnalyte, hint: UnitHint): ParsedResult | undefined {
  const number = readFirstNumber(text);
  if (number === undefined) return undefined;
  const detail = text.trim();
  if (!Number.isFinite(number.value)) return { kind: 'unreadable', unitConverted: false, detail };
  const base = {
    kind: 'number' as const,
    rawValue: number.value,
    detail,
    ...(number.comparator ? { comparator: number.comparator } : {}),
  };
  if (number.isTitre)
    return {
      ...base,
      value: number.value,
      unit: 'titre',
      rawUnit: 'titre',
      unitSource: 'written',
      unitConverted: analyte.unit === 'titre',
    };
  const written = readMisreadMicro(readUnitAfter(text.slice(number.end)), analyte, number.value);
  const choice = written === undefined ? undefined : findUnitChoice(analyte, written.unit);
  const withLow = (convert: (raw: number) => number) =>
    number.lowValue === undefined ? {} : { lowValue: convert(number.lowValue) };
  if (choice !== undefined && written !== undefined) {
    const convert = (raw: number) => toCanonical(raw, choice);
    const impossible = number.comparator
      ? undefined
      : outsidePossible(analyte, convert(number.value), written.unit);
    if (impossible !== undefined) return { kind: 'unreadable', unitConverted: false, detail, ...impossible };
    return {
      ...base,
      value: convert(number.value),
      ...withLow(convert),
      unit: analyte.unit,
      rawUnit: written.unit,
      unitSource: 'written',
      unitConverted: true,
    };
  }
  if (written !== undefined && normaliseUnit(written.unit) !== undefined) {
    return {
      ...base,
      value: number.value,
      ...withLow((raw) => raw),
      unit: written.unit,
      rawUnit: written.unit,
      unitSource: 'written',
      unitConverted: false,
    };
  }
  const inferred = inferUnit(analyte, number.value, hint);
  if (inferred === undefined)
    return { ...base, value: number.value, ...withLow((raw) => raw), unitConverted: false };
  const convert = (raw: number) => toCanonical(raw, inferred.choice);
  const impossible = number.comparator
    ? undefined
    : inferred.supported
      ? outsidePossible(analyte, convert(number.value), inferred.choice.unit)
      : { implausible: { value: number.value, unit: first(analyte) } };
  if (impossible !== undefined) return { kind: 'unreadable', unitConverted: false, detail, ...impossible };
  return {
    ...base,
    value: convert(number.value),
    ...withLow(convert),
    unit: analyte.unit,
    rawUnit: inferred.choice.unit,
    unitSource: inferred.inferred ? 'inferred' : 'assumed',
    unitConverted: true,
  };
}

/**
 * Reads a written result for an analyte: a number with its unit converted to the canonical unit
 * ('6.2 g/dL', '62 g/L', '<0.5', '5-10 /hpf', '1:160'), a dipstick grade ('++', 'trace') or a qualitative
 * reading with its detail ('P. falciparum seen', 'MTB detected, RIF resistance not detected').
 */
export function parseResult(result: string, analyte: LabAnalyte, hint: UnitHint = {}): ParsedResult {
  const text = fixOcrDigits(result.trim());
  const detail = result.trim();
  if (text === '') return { kind: 'unreadable', unitConverted: false, detail };
  if (analyte.kind === 'ordinal') {
    const grade = readGrade(text) ?? readGradeFromConcentration(text, analyte);
    if (grade !== undefined) {
      return {
        kind: 'grade',
        value: grade,
        unit: 'grade',
        unitConverted: true,
        detail,
        ...(grade >= 1
          ? { qualitative: 'positive' as const }
          : grade === 0
            ? { qualitative: 'negative' as const }
            : {}),
      };
    }
  }
  if (analyte.kind === 'text') return { kind: 'text', unitConverted: false, detail };
  const polarity = readPolarity(text, analyte);
  if (analyte.kind === 'quantitative') {
    const parsed = parseNumber(text, analyte, hint);
    if (parsed !== undefined) return polarity === undefined ? parsed : { ...parsed, qualitative: polarity };
  }
  const direction = analyte.kind === 'quantitative' ? readDirectionWord(text) : undefined;
  if (direction !== undefined) return { kind: 'direction', direction, unitConverted: false, detail };
  if (polarity !== undefined)
    return { kind: 'qualitative', qualitative: polarity, unitConverted: false, detail };
  return { kind: 'unreadable', unitConverted: false, detail };
}
