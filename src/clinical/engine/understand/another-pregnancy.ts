import type { WordSlot } from './match-phrases';

/** Words that name a pregnancy, in the three languages. */
export const pregnancyWords = new Set([
  'pregnancy',
  'pregnancies',
  'gestation',
  'mimba',
  'ujauzito',
  'grossesse',
  'grossesses',
]);
/** Words before a pregnancy that make it one before this one: 'in her last pregnancy', 'two previous pregnancies'. */
const earlierWords = new Set([
  'last',
  'previous',
  'prior',
  'earlier',
  'past',
  'former',
  'preceding',
  'other',
  'older',
]);
/** The same after it: 'mimba iliyopita', 'grossesse précédente', 'pregnancy before this one'. */
const earlierWordsAfter = new Set([
  'iliyopita',
  'zilizopita',
  'precedente',
  'precedentes',
  'anterieure',
  'anterieures',
]);
/** Words that may stand between an earlier-word and the pregnancy: 'previous two pregnancies', 'last twin pregnancy'. */
const pregnancyModifiers = new Set([
  'two',
  'three',
  'four',
  '2',
  '3',
  '4',
  'twin',
  'normal',
  'full',
  'term',
  'full-term',
]);

/**
 * Whether the pregnancy word at `index` tells a pregnancy other than a current one: an earlier one ('in her
 * last pregnancy', 'previous pregnancies', 'mimba iliyopita'), or several ('all her pregnancies').
 */
export function isAnotherPregnancy(part: readonly WordSlot[], index: number): boolean {
  const text = part[index]?.token.text ?? '';
  if (text === 'pregnancies' || text === 'grossesses') return true;
  let before = index - 1;
  while (before >= 0 && pregnancyModifiers.has(part[before]?.token.text ?? '')) before -= 1;
  if (earlierWords.has(part[before]?.token.text ?? '')) return true;
  return earlierWordsAfter.has(part[index + 1]?.token.text ?? '');
}
