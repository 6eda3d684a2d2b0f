import type { LabAnalyte } from './analyte-schema';
import { genericQualitativeWords, resultDirectionWords } from './knowledge';

export type Polarity = 'positive' | 'negative';

interface WordMatch {
  polarity: Polarity;
  index: number;
  length: number;
}

const compiled = new Map<string, RegExp>();
function toRegex(source: string): RegExp {
  let regex = compiled.get(source);
  if (regex === undefined) {
    regex = new RegExp(source, 'i');
    compiled.set(source, regex);
  }
  return regex;
}

function findWords(text: string, sources: readonly string[], polarity: Polarity): WordMatch[] {
  return sources.flatMap((source) => {
    const match = toRegex(source).exec(text);
    return match === null ? [] : [{ polarity, index: match.index, length: match[0].length }];
  });
}

/**
 * Whether a written result reads positive or negative. The earliest word decides (then the longest), so
 * 'MTB detected, RIF resistance not detected' is positive and 'No MPS seen' is negative.
 */
export function readPolarity(text: string, analyte?: LabAnalyte): Polarity | undefined {
  // French reports write 'Négatif', 'Présence': accents are dropped so the word lists stay plain.
  const trimmed = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
  if (/^(\+{1,4}|[1-4]\s*\+|\+\s*[1-4])$/.test(trimmed)) return 'positive';
  // 'Ova not seen', 'Trichomonas: not seen': a negation closing the first clause denies what it follows.
  const firstClause = trimmed.split(/[,;]/)[0] ?? trimmed;
  if (
    /\b(not\s+(seen|detected|found|observed|isolated)|none\s+seen|absent|nil)\s*[.)]?\s*$/i.test(firstClause)
  )
    return 'negative';
  const matches = [
    ...findWords(trimmed, analyte?.negativeWords ?? [], 'negative'),
    ...findWords(trimmed, analyte?.positiveWords ?? [], 'positive'),
    ...findWords(trimmed, genericQualitativeWords.negative, 'negative'),
    ...findWords(trimmed, genericQualitativeWords.positive, 'positive'),
  ];
  matches.sort((a, b) => a.index - b.index || b.length - a.length);
  return matches[0]?.polarity;
}

const gradeWords: [RegExp, number][] = [
  [/^(neg(ative)?|nil|none|absent|normal|not detected|-|0|-ve|nad|negatif|absence|neant)$/i, 0],
  [/^(trace|traces|tr|\+\/-|±)$/i, 0.5],
  [/^(\+|1\+|\+1|small|positive|pos|\+ve|present|positif|presence)$/i, 1],
  [/^(\+\+|2\+|\+2|moderate)$/i, 2],
  [/^(\+\+\+|3\+|\+3|large)$/i, 3],
  [/^(\+\+\+\+|4\+|\+4)$/i, 4],
];

/** The dipstick grade of an ordinal result: 0 negative, 0.5 trace, 1 to 4 for + to ++++. */
export function readGrade(text: string): number | undefined {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[()]/g, '')
    .replace(/\s*\+/g, '+');
  const firstWord = cleaned.split(/[\s,;]/)[0] ?? '';
  for (const candidate of [cleaned, firstWord]) {
    const found = gradeWords.find(([pattern]) => pattern.test(candidate));
    if (found !== undefined) return found[1];
  }
  const polarity = readPolarity(text);
  if (polarity === 'negative') return 0;
  return undefined;
}

const directionPatterns = (['low', 'high', 'within'] as const).map(
  (side) => [side, resultDirectionWords[side].map((source) => new RegExp(source, 'i'))] as const,
);

/** The side of the range a worded result of a measured test gives ('low', 'prolonged', 'normal'), or undefined. */
export function readDirectionWord(text: string): 'low' | 'high' | 'within' | undefined {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.!;,]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return directionPatterns.find(([, patterns]) => patterns.some((pattern) => pattern.test(plain)))?.[0];
}
