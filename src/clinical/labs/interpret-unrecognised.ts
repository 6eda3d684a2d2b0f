import type { InterpretedLab, LabEntry, LabFlag } from './lab-types';
import type { ParsedRange } from './parse-range';
import { fixOcrDigits, readFirstNumber } from './read-number';
import { readPolarity } from './read-qualitative';
import { describeRange, formatValue } from './select-range';

/** The laboratory's own flag printed beside the result ('H', 'L', '*', 'HIGH', 'CRITICAL'). */
function readLabFlag(text: string): LabFlag | undefined {
  const flag = text.trim();
  if (/^(critical|panic|hh|ll|\*\*)$/i.test(flag)) return 'critical';
  if (/^(h|l|high|low|abnormal|a|\*|↑|↓)$/i.test(flag)) return 'attention';
  if (/^(n|normal|wnl)$/i.test(flag)) return 'normal';
  return undefined;
}

/** The raw name and result as printed: an unknown name is shown as it is, never as a guessed test. */
function notRecognised(entry: LabEntry): string {
  return `not recognised: ${entry.testType} '${entry.result.trim()}'`;
}

/**
 * A test the knowledge base does not know: compared with the printed range only, or read by the
 * laboratory's own flag, so that an abnormal result is never shown as normal without saying so.
 */
export function interpretUnrecognised(entry: LabEntry, printed: ParsedRange | undefined): InterpretedLab {
  const number = readFirstNumber(fixOcrDigits(entry.result));
  const trailingWord = /\s(\S+)$/.exec(entry.result.trim())?.[1] ?? '';
  const labFlag = readLabFlag(entry.notes ?? '') ?? readLabFlag(trailingWord);
  const base = { ...entry, detail: entry.result.trim() };
  if (
    number !== undefined &&
    printed !== undefined &&
    (printed.low !== undefined || printed.high !== undefined)
  ) {
    const direction =
      printed.low !== undefined && number.value < printed.low
        ? 'low'
        : printed.high !== undefined && number.value > printed.high
          ? 'high'
          : 'within';
    const flag: LabFlag =
      labFlag === 'critical' ? 'critical' : direction === 'within' ? 'normal' : 'attention';
    const rangeUsed = describeRange(printed.low, printed.high, printed.unit);
    return {
      ...base,
      value: number.value,
      flag,
      status: direction === 'within' ? 'normal' : direction,
      meaning: `${notRecognised(entry)} (test not in the knowledge base)`,
      direction,
      rangeUsed,
      rangeSource: 'printed',
      ...(printed.low === undefined ? {} : { referenceLow: printed.low }),
      ...(printed.high === undefined ? {} : { referenceHigh: printed.high }),
      interpretation: `${notRecognised(entry)}: ${formatValue(number.value)} is ${direction === 'within' ? 'within' : direction} the printed range ${rangeUsed} (test not in the knowledge base)`,
    };
  }
  const polarity = readPolarity(entry.result);
  if (number === undefined && polarity !== undefined) {
    const isUnexpected =
      printed?.expected !== undefined ? polarity !== printed.expected : polarity === 'positive';
    return {
      ...base,
      qualitative: polarity,
      flag: isUnexpected ? 'attention' : 'normal',
      status: isUnexpected ? (polarity === 'positive' ? 'positive' : 'abnormal') : 'normal',
      meaning: `${notRecognised(entry)} (test not in the knowledge base)`,
      interpretation: `${notRecognised(entry)}: read as ${polarity} (test not in the knowledge base)`,
    };
  }
  return {
    ...base,
    ...(number === undefined ? {} : { value: number.value }),
    flag: labFlag ?? 'attention',
    status: labFlag === 'normal' ? 'normal' : labFlag === undefined ? 'not_assessed' : 'abnormal',
    meaning: `${notRecognised(entry)} (test not in the knowledge base and no usable range: check the original report)`,
    interpretation: `${notRecognised(entry)} (test not in the knowledge base and no usable range: check the original report)`,
  };
}
