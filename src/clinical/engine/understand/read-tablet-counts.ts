import { stemWord } from './stem';

/**
 * A count of ten or more read as the word 'many', so that wordings of amounts hold for numbers too: '30
 * tablets' is 'many tablets', 'ten paracetamol' is 'many paracetamol'. Ten tablets is above any single dose of
 * a tablet medicine (paracetamol: 1 g a dose, 4 g a day in an adult; WHO Model Formulary 2008).
 */
const countWords = new Set(['ten', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'hundred']);
/** 'vidonge 40 vya panadol' is 'vidonge vingi vya panadol': the count stands where Kiswahili puts 'many'. */
export const manyInKiswahili = new Set(['vingi', 'nyingi', 'mengi', 'wengi'].map(stemWord));
/**
 * A count is an amount swallowed at once only in a clause that tells one ingestion. Tablets given, prescribed or
 * collected, or taken over days, daily, this month, as prescribed or by habit ('is using', 'anatumia') are a
 * supply or a course, not an overdose: 'given 30 iron tablets at the clinic', 'took 12 tablets over three days'.
 */
const supplyOrCourseWords = new Set([
  'given',
  'gave',
  'prescribed',
  'dispensed',
  'collected',
  'issued',
  'supplied',
  'refill',
  'daily',
  'nightly',
  'weekly',
  'monthly',
  'regularly',
  'routinely',
  'usually',
  'using',
  'uses',
  'takes',
  'tds',
  'tid',
  'bd',
  'bid',
  'od',
  'qds',
  'anatumia',
  'hutumia',
  'alipewa',
  'amepewa',
  'ulipewa',
]);
const supplyOrCoursePairs = new Set([
  'a day',
  'per day',
  'each day',
  'every day',
  'a week',
  'per week',
  'this month',
  'this week',
  'last month',
  'so far',
  'as prescribed',
  'as directed',
  'as advised',
  'kila siku',
  'kwa siku',
  'kwa wiki',
  'par jour',
  'chaque jour',
]);
const timeUnitWords = new Set(['days', 'weeks', 'months', 'day', 'week', 'month', 'siku', 'wiki', 'jours']);

/** Whether a clause tells a supply or a course of tablets, so its counts are not read as 'many' at once. */
export function tellsSupplyOrCourse(tokens: readonly { text: string }[]): boolean {
  return tokens.some((token, index) => {
    if (supplyOrCourseWords.has(token.text)) return true;
    const next = tokens[index + 1]?.text;
    // 'a day' is a rate, 'a day ago' a time.
    if (
      next !== undefined &&
      supplyOrCoursePairs.has(`${token.text} ${next}`) &&
      tokens[index + 2]?.text !== 'ago'
    )
      return true;
    // 'over the three days', 'over 2 weeks': a span of time, not one swallowing.
    return (
      (token.text === 'over' || token.text === 'throughout') &&
      tokens.slice(index + 1, index + 4).some((later) => timeUnitWords.has(later.text))
    );
  });
}

export function countAsMany(token: { text: string; kind: string }): string | undefined {
  if (token.kind === 'word') return countWords.has(token.text) ? 'many' : undefined;
  return token.kind === 'number' && /^\d+$/.test(token.text) && Number(token.text) >= 10 ? 'many' : undefined;
}

/** Findings of a medicine swallowed at once, beyond its dose (finding-relations.ts: each is an overdose). */
const swallowedAtOnceFindings = new Set(['medicine-overdose', 'iron-ingestion', 'paracetamol-ingestion']);
/** Words of a daily rate: 'every day', 'kila siku', 'chaque jour', 'tous les jours'. */
const dailyRatePairs = new Set([
  'every day',
  'each day',
  'per day',
  'kila siku',
  'kwa siku',
  'chaque jour',
  'par jour',
  'les jours',
]);
/** Words of an amount beyond a dose: with one, a daily course told beside it is no reason to doubt an overdose. */
const beyondADoseWords = new Set(
  [
    'many',
    'overdose',
    'vingi',
    'vyote',
    'beaucoup',
    'surdosage',
    'packet',
    'pakiti',
    'paquet',
    'plaquette',
  ].map(stemWord),
);

/**
 * Whether a clause tells tablets taken at a daily rate and no amount beyond a dose ('she takes her iron
 * tablets every day in pregnancy', 'anameza vidonge vya damu kila siku', 'elle prend son fer tous les jours'):
 * a course, as WHO recommends daily iron in pregnancy (WHO ANC 2016, rec. A.2.1), not a swallowing to treat.
 */
export function tellsDailyCourseOnly(tokens: readonly { text: string }[]): boolean {
  const daily = tokens.some(
    (token, index) =>
      token.text === 'daily' || dailyRatePairs.has(`${token.text} ${tokens[index + 1]?.text ?? ''}`),
  );
  return (
    daily &&
    !tokens.some((token) => beyondADoseWords.has(stemWord(token.text)) || /^\d{2,}$/.test(token.text))
  );
}

/** Whether a finding read in a clause of a daily course only is no swallowing at once, so not read. */
export const isCourseNotOverdose = (findingId: string, dailyCourseOnly: boolean) =>
  dailyCourseOnly && swallowedAtOnceFindings.has(findingId);
