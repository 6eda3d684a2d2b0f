import type { LabAnalyte } from './analyte-schema';
import { identifyAnalyte, type SpecimenContext } from './identify-analyte';
import type { InterpretedLab, LabEntry, LabFlag, LabPatient } from './lab-types';
import { parseRange, type ParsedRange } from './parse-range';
import { findUnitChoice, parseResult, readUnitAfter, toCanonical, type ParsedResult } from './parse-result';
import { findAnalyteById } from './knowledge';
import { fixOcrDigits, readFirstNumber } from './read-number';
import { readGrade, readPolarity } from './read-qualitative';
import { describeRange, formatValue, selectCriticalLimit, selectReferenceRange } from './select-range';
import { estimateEgfr } from './estimate-egfr';
import { interpretUnrecognised } from './interpret-unrecognised';
import { normaliseUnit } from './units';

interface RangeInUse {
  low?: number;
  high?: number;
  source: 'printed' | 'knowledge';
  sourceIds: string[];
}

function sourceIdsOf(citations: readonly { sourceId: string }[]): string[] {
  return [...new Set(citations.map((citation) => citation.sourceId))];
}

/** The printed range in the canonical unit, when it can be converted and makes sense. */
function convertPrintedRange(printed: ParsedRange, parsed: ParsedResult, analyte: LabAnalyte): RangeInUse | undefined {
  if (printed.low === undefined && printed.high === undefined) return undefined;
  const writtenUnit = printed.unit ?? parsed.rawUnit;
  const choice = writtenUnit === undefined ? undefined : findUnitChoice(analyte, writtenUnit);
  if (choice === undefined && parsed.unitConverted) return undefined;
  const convert = (raw: number | undefined) => (raw === undefined ? undefined : choice === undefined ? raw : toCanonical(raw, choice));
  const low = convert(printed.low);
  const high = convert(printed.high);
  const plausible = analyte.plausible;
  const outOfReach = (bound: number | undefined) => bound !== undefined && plausible !== undefined && (bound < plausible.low || bound > plausible.high);
  if (parsed.unitConverted && (outOfReach(low) || outOfReach(high))) return undefined;
  return { ...(low === undefined ? {} : { low }), ...(high === undefined ? {} : { high }), source: 'printed', sourceIds: [] };
}

function chooseRange(analyte: LabAnalyte, parsed: ParsedResult, printed: ParsedRange | undefined, patient: LabPatient): RangeInUse | undefined {
  const fromPrinted = printed === undefined ? undefined : convertPrintedRange(printed, parsed, analyte);
  if (fromPrinted !== undefined) return fromPrinted;
  if (!parsed.unitConverted) return undefined;
  const range = selectReferenceRange(analyte, patient);
  if (range === undefined) return undefined;
  return { ...(range.low === undefined ? {} : { low: range.low }), ...(range.high === undefined ? {} : { high: range.high }), source: 'knowledge', sourceIds: sourceIdsOf(range.citations) };
}

function directionOf(value: number, range: RangeInUse | undefined): 'low' | 'high' | 'within' | undefined {
  if (range === undefined) return undefined;
  if (range.low !== undefined && value < range.low) return 'low';
  if (range.high !== undefined && value > range.high) return 'high';
  return 'within';
}

function withLimitations(text: string, analyte: LabAnalyte, isAbnormal: boolean): string {
  return isAbnormal && analyte.limitations !== undefined ? `${text}. Note: ${analyte.limitations}` : text;
}

function interpretNumber(entry: LabEntry, analyte: LabAnalyte, parsed: ParsedResult, printed: ParsedRange | undefined, patient: LabPatient): InterpretedLab {
  const value = parsed.value ?? 0;
  const range = chooseRange(analyte, parsed, printed, patient);
  const unit = parsed.unit ?? analyte.unit;
  const critical = parsed.unitConverted ? selectCriticalLimit(analyte, patient) : undefined;
  const isCriticalLow = critical?.low !== undefined && value < critical.low;
  const isCriticalHigh = critical?.high !== undefined && value > critical.high;
  const direction = directionOf(value, range) ?? (isCriticalLow ? 'low' : isCriticalHigh ? 'high' : undefined);
  const flag: LabFlag = isCriticalLow || isCriticalHigh ? 'critical' : direction === 'low' || direction === 'high' ? 'attention' : range === undefined ? 'attention' : 'normal';
  const rangeUsed = range === undefined ? undefined : describeRange(range.low, range.high, unit);
  const shown = `${parsed.comparator ?? ''}${formatValue(value)}${unit === undefined || unit === 'ratio' ? '' : ` ${unit}`}`;
  const converted = parsed.unitSource !== 'assumed' && parsed.rawUnit !== undefined && normaliseUnit(parsed.rawUnit) !== normaliseUnit(unit ?? '') ? ` (${formatValue(parsed.rawValue ?? value)} ${parsed.rawUnit}${parsed.unitSource === 'inferred' ? ', unit inferred' : ''})` : '';
  const meaning = isCriticalLow ? analyte.meaning.criticalLow ?? analyte.meaning.low : isCriticalHigh ? analyte.meaning.criticalHigh ?? analyte.meaning.high : direction === 'low' ? analyte.meaning.low : direction === 'high' ? analyte.meaning.high : undefined;
  const reading = flag === 'critical' ? `critically ${direction ?? 'abnormal'}` : direction === 'within' ? 'within the reference range' : direction ?? 'without a usable reference range or unit';
  const sentence = `${analyte.name} ${shown}${converted} is ${reading}${meaning === undefined ? '' : ` (${meaning})`}${rangeUsed === undefined ? '' : `; reference ${rangeUsed}${range?.source === 'printed' ? ' as printed' : ''}`}`;
  const egfr = analyte.id === 'creatinine' && parsed.unitConverted ? estimateEgfr(value, patient.ageYears, patient.sex) : undefined;
  const egfrText = egfr === undefined ? '' : `; eGFR ${egfr} mL/min/1.73m2 by CKD-EPI 2021${egfr < 60 ? ' (reduced kidney function: check doses of renally cleared medicines)' : ''}`;
  return {
    ...entry, analyteId: analyte.id, analyteName: analyte.name, loinc: analyte.loinc, value, ...(unit === undefined ? {} : { unit }),
    ...(parsed.qualitative === undefined ? {} : { qualitative: parsed.qualitative }),
    ...(parsed.comparator === undefined ? {} : { comparator: parsed.comparator }),
    flag, interpretation: withLimitations(`${sentence}${egfrText}`, analyte, flag !== 'normal'), ...(rangeUsed === undefined ? {} : { rangeUsed }),
    ...(egfr === undefined ? {} : { estimatedGfr: egfr }),
    ...(direction === undefined ? {} : { direction }),
    ...(range?.low === undefined ? {} : { referenceLow: range.low }), ...(range?.high === undefined ? {} : { referenceHigh: range.high }),
    ...(range === undefined ? {} : { rangeSource: range.source }),
    detail: parsed.detail,
    sourceIds: [...new Set([...sourceIdsOf(analyte.citations), ...(range?.sourceIds ?? []), ...(critical === undefined ? [] : sourceIdsOf(critical.citations)), ...(egfr === undefined ? [] : ['inker-ckd-epi-2021'])])],
  };
}

function interpretGrade(entry: LabEntry, analyte: LabAnalyte, parsed: ParsedResult): InterpretedLab {
  const grade = parsed.value ?? 0;
  const label = grade === 0 ? 'negative' : grade === 0.5 ? 'trace' : `${grade}+`;
  const flag: LabFlag = grade > 0 ? 'attention' : 'normal';
  const meaning = grade >= 1 ? analyte.meaning.high : grade > 0 ? 'trace only: repeat or correlate clinically' : undefined;
  const sentence = `${analyte.name} ${label}${meaning === undefined ? '' : ` (${meaning})`}`;
  return {
    ...entry, analyteId: analyte.id, analyteName: analyte.name, loinc: analyte.loinc, value: grade, unit: 'grade',
    ...(parsed.qualitative === undefined ? {} : { qualitative: parsed.qualitative }),
    flag, interpretation: withLimitations(sentence, analyte, grade > 0), rangeUsed: 'negative', direction: grade > 0 ? 'high' : 'within',
    referenceHigh: 0, rangeSource: 'knowledge', detail: parsed.detail, sourceIds: sourceIdsOf(analyte.citations),
  };
}

function interpretQualitative(entry: LabEntry, analyte: LabAnalyte, parsed: ParsedResult, printed: ParsedRange | undefined): InterpretedLab {
  const isPositive = parsed.qualitative === 'positive';
  const flag: LabFlag = isPositive ? analyte.positiveFlag : 'normal';
  const meaning = isPositive ? analyte.meaning.positive ?? analyte.meaning.high : undefined;
  const said = parsed.detail.toLowerCase() === parsed.qualitative ? '' : ` ('${parsed.detail}')`;
  const sentence = `${analyte.name}: ${parsed.qualitative ?? 'unread'}${said}${meaning === undefined ? '' : `: ${meaning}`}`;
  return {
    ...entry, analyteId: analyte.id, analyteName: analyte.name, loinc: analyte.loinc,
    ...(parsed.qualitative === undefined ? {} : { qualitative: parsed.qualitative }),
    flag, interpretation: withLimitations(sentence, analyte, isPositive), rangeUsed: printed?.expected ?? 'negative',
    rangeSource: printed?.expected === undefined ? 'knowledge' : 'printed', detail: parsed.detail, sourceIds: sourceIdsOf(analyte.citations),
  };
}

/** For abbreviations two tests share ('PT', 'BS'), the test the written result shows was meant. */
function resolveSharedName(analyte: LabAnalyte, result: string): LabAnalyte {
  const text = fixOcrDigits(result);
  const number = readFirstNumber(text);
  if (analyte.wordedResultMeans !== undefined && number === undefined && (readPolarity(text) !== undefined || readGrade(text) !== undefined)) {
    return findAnalyteById(analyte.wordedResultMeans) ?? analyte;
  }
  if (analyte.numericResultMeans.length > 0 && number !== undefined) {
    const unit = readUnitAfter(text.slice(number.end))?.unit;
    if (unit === undefined || findUnitChoice(analyte, unit) !== undefined) return analyte;
    const meant = analyte.numericResultMeans.map(findAnalyteById).find((candidate) => candidate !== undefined && findUnitChoice(candidate, unit) !== undefined);
    return meant ?? analyte;
  }
  return analyte;
}

/** One lab entry interpreted against the printed range, or the knowledge base's range for the patient. */
export function interpretLabEntry(entry: LabEntry, patient: LabPatient, specimen?: SpecimenContext): InterpretedLab {
  const named = identifyAnalyte(entry.testType, specimen);
  const printed = parseRange(entry.normalRange, patient);
  if (named === undefined) return interpretUnrecognised(entry, printed);
  const analyte = resolveSharedName(named, entry.result);
  const reference = selectReferenceRange(analyte, patient);
  const hint = {
    ...(printed?.unit === undefined && printed?.low !== undefined ? { rangeLow: printed.low } : {}),
    ...(printed?.unit === undefined && printed?.high !== undefined ? { rangeHigh: printed.high } : {}),
    ...(reference?.low === undefined ? {} : { referenceLow: reference.low }),
    ...(reference?.high === undefined ? {} : { referenceHigh: reference.high }),
  };
  const parsed = parseResult(entry.result, analyte, hint);
  const base = { ...entry, analyteId: analyte.id, analyteName: analyte.name, loinc: analyte.loinc, detail: parsed.detail };
  switch (parsed.kind) {
    case 'number':
      return interpretNumber(entry, analyte, parsed, printed, patient);
    case 'grade':
      return interpretGrade(entry, analyte, parsed);
    case 'qualitative':
      return interpretQualitative(entry, analyte, parsed, printed);
    case 'text':
      return { ...base, flag: 'normal', interpretation: `${analyte.name}: ${parsed.detail}`, sourceIds: sourceIdsOf(analyte.citations) };
    case 'unreadable':
      return { ...base, flag: 'attention', interpretation: `${analyte.name}: the result '${entry.result}' could not be read; check the original report` };
  }
}
