import type { ComposedWordings } from './composed-wordings';

/**
 * Delirium told by the family as a change of the person's usual self that came on within hours or days: an
 * onset ('suddenly', 'since yesterday', 'ghafla', 'depuis hier') with a state (not knowing where they are, not
 * recognising the family, talking nonsense), in either order, and the hands pulling at clothes or sheets
 * (NICE CG103, 2010, 1.2.1 and 1.3: recent changes or fluctuations in cognitive function, perception and
 * behaviour reported by a relative). Slow forgetting over months is dementia, another finding.
 */
const onsetEn = ['suddenly', 'since yesterday', 'since last night', 'since this morning', 'overnight'];
const statesEn = [
  'not know where',
  'does not recognise',
  'doesn t recognise',
  'does not recognize',
  'doesn t recognize',
  'talking nonsense',
  'not making sense',
  'muddled',
  'disoriented',
];
const onsetSw = ['ghafla', 'tangu jana', 'tangu juzi', 'tangu usiku'];
const statesSw = ['hajui yuko wapi', 'hajui alipo', 'hamtambui', 'hawatambui', 'anaongea ovyo', 'haeleweki'];
const onsetFr = ['brusquement', 'soudain', 'soudainement', 'depuis hier', 'depuis cette nuit'];
const statesFr = ['sait plus où', 'ne reconnaît plus', 'dit n importe quoi', 'désorienté', 'désorientée'];

export const deliriumWordings = [
  {
    id: 'sudden-change-of-mind',
    findingId: 'acute-fluctuating-confusion',
    en: {
      acts: onsetEn,
      objects: statesEn,
      // The restless hands of delirium (carphologia).
      whole: ['pulling at … clothes', 'pulling at … sheets', 'pulling at … drip'],
    },
    sw: { acts: onsetSw, objects: statesSw, whole: ['anavuta nguo', 'kuvuta nguo', 'anavuta shuka'] },
    fr: { acts: onsetFr, objects: statesFr, whole: ['tire sur … vêtements', 'tire sur … draps'] },
  },
  {
    id: 'change-of-mind-then-onset',
    findingId: 'acute-fluctuating-confusion',
    en: { acts: statesEn, objects: ['since yesterday', 'since last night', 'since this morning'] },
    sw: { acts: statesSw, objects: ['tangu jana', 'tangu juzi'] },
    fr: { acts: statesFr, objects: ['depuis hier', 'depuis cette nuit'] },
  },
] as const satisfies readonly ComposedWordings[];
