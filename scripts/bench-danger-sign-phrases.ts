// Danger signs in ordinary words: how many of scripts/danger-sign-phrases.ts's alarm phrases raise an emergency
// (emergency or critical), how many priority phrases (poisoning) are at least urgent, and how many calm phrases
// raise an emergency wrongly, by language.
// Usage: npx tsx scripts/bench-danger-sign-phrases.ts [--misses]
import { createEngine } from '../src/clinical/engine';
import { alarmPhrases, calmPhrases, priorityPhrases, type DangerSignPhrase } from './danger-sign-phrases';
import { freshAlarmPhrases, freshCalmPhrases } from './danger-sign-phrases-fresh';
import { thirdAlarmPhrases, thirdCalmPhrases } from './danger-sign-phrases-mothers-newborns-overdose';
import {
  frenchKiswahiliAlarmPhrases,
  frenchKiswahiliCalmPhrases,
} from './danger-sign-phrases-french-kiswahili';
import { complicationAlarmPhrases, complicationCalmPhrases } from './danger-sign-phrases-complications';
import { rangeAlarmPhrases, rangeCalmPhrases } from './danger-sign-phrases-116-156';
import { nov30dAlarmPhrases, nov30dCalmPhrases } from './danger-sign-phrases-nov30d-75-115';
import { nov30dRangeAlarmPhrases, nov30dRangeCalmPhrases } from './danger-sign-phrases-nov30d-116-156';
import { nov30eAlarmPhrases, nov30eCalmPhrases } from './danger-sign-phrases-nov30e';

const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');
const showMisses = process.argv.includes('--misses');

function assess(phrase: DangerSignPhrase) {
  const { diagnosis } = engine.diagnose(
    { symptoms: [phrase.text], patient: { country: 'KE', ...phrase.patient } },
    now,
  );
  return {
    alarm: diagnosis.emergencyAlert,
    urgency: diagnosis.triage.urgency,
    findings: diagnosis.findingsUsed.filter((f) => f.present).map((f) => f.findingId),
    unrecognised: diagnosis.unrecognised,
  };
}

type Want = 'emergency' | 'at least urgent' | 'no emergency';
const meets = (want: Want, result: ReturnType<typeof assess>) =>
  want === 'emergency'
    ? result.alarm
    : want === 'no emergency'
      ? !result.alarm
      : result.urgency !== 'routine';

function tally(phrases: DangerSignPhrase[], want: Want) {
  const byLanguage = new Map<string, { hit: number; all: number }>();
  let hit = 0;
  for (const phrase of phrases) {
    const result = assess(phrase);
    const right = meets(want, result);
    if (right) hit += 1;
    const entry = byLanguage.get(phrase.language) ?? { hit: 0, all: 0 };
    entry.all += 1;
    if (right) entry.hit += 1;
    byLanguage.set(phrase.language, entry);
    if (!right && showMisses)
      console.log(
        `  ${want === 'no emergency' ? 'FALSE ALARM' : 'MISSED'} [${phrase.sign}] (${phrase.language}) "${phrase.text}" → ${result.urgency}; found ${result.findings.join(', ') || '-'}; not understood ${result.unrecognised.join(' | ') || '-'}`,
      );
  }
  return { hit, all: phrases.length, byLanguage };
}

const alarms = tally(alarmPhrases, 'emergency');
const priority = tally(priorityPhrases, 'at least urgent');
const calm = tally(calmPhrases, 'no emergency');
const languages = (t: ReturnType<typeof tally>) =>
  [...t.byLanguage].map(([language, { hit, all }]) => `${language} ${hit}/${all}`).join(', ');
console.log(`Danger-sign phrases raising an emergency: ${alarms.hit}/${alarms.all} (${languages(alarms)})`);
console.log(`Poisoning phrases at least urgent: ${priority.hit}/${priority.all} (${languages(priority)})`);
console.log(
  `Calm phrases raising a false emergency: ${calm.all - calm.hit}/${calm.all} (right: ${languages(calm)})`,
);

const freshAlarms = tally(freshAlarmPhrases, 'emergency');
const freshCalm = tally(freshCalmPhrases, 'no emergency');
console.log(
  `Second set (danger-sign-phrases-fresh.ts): ${freshAlarms.hit}/${freshAlarms.all} raising an emergency (${languages(freshAlarms)}); calm alarmed ${freshCalm.all - freshCalm.hit}/${freshCalm.all}`,
);

const thirdAlarms = tally(thirdAlarmPhrases, 'emergency');
const thirdCalm = tally(thirdCalmPhrases, 'no emergency');
console.log(
  `Third set (danger-sign-phrases-mothers-newborns-overdose.ts): ${thirdAlarms.hit}/${thirdAlarms.all} raising an emergency (${languages(thirdAlarms)}); calm alarmed ${thirdCalm.all - thirdCalm.hit}/${thirdCalm.all}`,
);

const fourthAlarms = tally(frenchKiswahiliAlarmPhrases, 'emergency');
const fourthCalm = tally(frenchKiswahiliCalmPhrases, 'no emergency');
console.log(
  `Fourth set, French and Kiswahili (danger-sign-phrases-french-kiswahili.ts): ${fourthAlarms.hit}/${fourthAlarms.all} raising an emergency (${languages(fourthAlarms)}); calm alarmed ${fourthCalm.all - fourthCalm.hit}/${fourthCalm.all}`,
);

const fifthAlarms = tally(complicationAlarmPhrases, 'emergency');
const fifthCalm = tally(complicationCalmPhrases, 'no emergency');
console.log(
  `Fifth set, complications of part-2 conditions (danger-sign-phrases-complications.ts): ${fifthAlarms.hit}/${fifthAlarms.all} raising an emergency (${languages(fifthAlarms)}); calm alarmed ${fifthCalm.all - fifthCalm.hit}/${fifthCalm.all}`,
);

const sixthAlarms = tally(rangeAlarmPhrases, 'emergency');
const sixthCalm = tally(rangeCalmPhrases, 'no emergency');
console.log(
  `Sixth set, conditions 116-156 in four registers (danger-sign-phrases-116-156.ts): ${sixthAlarms.hit}/${sixthAlarms.all} raising an emergency (${languages(sixthAlarms)}); calm alarmed ${sixthCalm.all - sixthCalm.hit}/${sixthCalm.all}`,
);

const seventhAlarms = tally(nov30dAlarmPhrases, 'emergency');
const seventhCalm = tally(nov30dCalmPhrases, 'no emergency');
console.log(
  `Seventh set, conditions 75-115 in hard shapes (danger-sign-phrases-nov30d-75-115.ts): ${seventhAlarms.hit}/${seventhAlarms.all} raising an emergency (${languages(seventhAlarms)}); calm alarmed ${seventhCalm.all - seventhCalm.hit}/${seventhCalm.all}`,
);

const eighthAlarms = tally(nov30dRangeAlarmPhrases, 'emergency');
const eighthCalm = tally(nov30dRangeCalmPhrases, 'no emergency');
console.log(
  `Eighth set, conditions 116-156 in hard shapes (danger-sign-phrases-nov30d-116-156.ts): ${eighthAlarms.hit}/${eighthAlarms.all} raising an emergency (${languages(eighthAlarms)}); calm alarmed ${eighthCalm.all - eighthCalm.hit}/${eighthCalm.all}`,
);

const ninthAlarms = tally(nov30eAlarmPhrases, 'emergency');
const ninthCalm = tally(nov30eCalmPhrases, 'no emergency');
console.log(
  `Ninth set, part-2 misses left by earlier helpers (danger-sign-phrases-nov30e.ts): ${ninthAlarms.hit}/${ninthAlarms.all} raising an emergency (${languages(ninthAlarms)}); calm alarmed ${ninthCalm.all - ninthCalm.hit}/${ninthCalm.all}`,
);
