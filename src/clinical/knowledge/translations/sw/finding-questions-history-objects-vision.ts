import type { TranslationGroup } from '../types';

/** Questions (see finding-questions.ts) on a known cancer or overactive thyroid, a swallowed object and side vision. */
export const swahiliHistoryObjectVisionQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'swallowed-foreign-body':
        'Amemeza nini (sarafu, betri ndogo ya duara, sumaku, kitu chenye ncha kali), na lini?',
      'known-cancer': 'Je, mgonjwa amewahi kuwa na saratani (ipi, na je, imetibiwa au imesambaa)?',
      'known-hyperthyroidism':
        'Je, tezi inayofanya kazi kupita kiasi inajulikana, na je, dawa za tezi zinatumiwa?',
      'peripheral-vision-loss':
        'Je, kuona kwa pembeni kunapungua, hadi vitu vya pembeni havionekani au anavigonga?',
    },
  },
];
