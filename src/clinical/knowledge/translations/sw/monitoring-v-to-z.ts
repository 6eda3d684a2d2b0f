import type { TranslationGroup } from '../types';

/** swahiliMonitoring (see monitoring.ts), the entries whose English key starts with v to z. */
export const swahiliMonitoringVToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Vaccine schedule attendance': 'Mahudhurio ya ratiba ya chanjo',
      'Visual acuity and IOP': 'Uwezo wa kuona na IOP',
      'Vomits the dose within 30 minutes twice, or cannot drink':
        'Anatapika dozi ndani ya dakika 30 mara mbili, au hawezi kunywa',
      'Wandering, aggression, carer burnout, weight loss, abuse.':
        'Kuzurura, ukali, mlezi kuchoka kupita kiasi, kupungua uzito, unyanyasaji.',
      'Warning signs, pulse, blood pressure, urine output':
        'Dalili za tahadhari, mapigo, shinikizo la damu, kiasi cha mkojo',
      'Weekly at first, then monthly': 'Kila wiki mwanzoni, kisha kila mwezi',
      'Weight and MUAC': 'Uzito na MUAC',
      'Weight gain > 2 kg in 3 days, or worse breathlessness':
        'Kuongezeka uzito > 2 kg ndani ya siku 3, au kukosa pumzi kunakozidi',
      'Weight gain > 2 kg in 3 days, potassium > 5.5 mmol/L, creatinine up > 50%.':
        'Kuongezeka uzito > 2 kg ndani ya siku 3, potasiamu > 5.5 mmol/L, creatinine imepanda > 50%.',
      'Weight loss, new cough, headache, fever': 'Kupungua uzito, kikohozi kipya, maumivu ya kichwa, homa',
      'Weight, adherence and side effects (jaundice, vision, neuropathy)':
        'Uzito, ufuasi wa matibabu na madhara (manjano, uwezo wa kuona, madhara ya neva)',
      'Weight, blood pressure, pulse, potassium and creatinine while titrating':
        'Uzito, shinikizo la damu, mapigo, potasiamu na creatinine wakati wa kurekebisha dozi',
      'Weight, breathlessness, oedema': 'Uzito, kukosa pumzi, uvimbe wa maji',
      'Weight, oedema, appetite': 'Uzito, uvimbe wa maji, hamu ya kula',
      'Weight, sodium, potassium, creatinine on diuretics':
        'Uzito, sodiamu, potasiamu, creatinine akitumia diuretics',
      'Weight, urine dipstick, blood pressure, signs of infection':
        'Uzito, dipstick ya mkojo, shinikizo la damu, dalili za maambukizi',
      'Wheals and swelling': 'Vipele vya mzio na uvimbe',
      'Withdrawal score, pulse, blood pressure, temperature, consciousness':
        'Alama ya dalili za kuacha pombe, mapigo, shinikizo la damu, joto, fahamu',
      'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign':
        'Kupumua kunakozidi kuwa kubaya, hawezi kunywa, SpO2 < 90%, au dalili yoyote ya hatari',
      'Worsening after initial improvement, eye swelling, severe headache':
        'Kuzidi baada ya nafuu ya mwanzo, jicho kuvimba, maumivu makali ya kichwa',
      'Worsening dehydration, unable to drink, or lethargy':
        'Upungufu wa maji unaozidi, kushindwa kunywa, au kulegea',
      'Worsening symptoms, retention, rising creatinine.':
        'Dalili zinazozidi, mkojo kubaki, creatinine inayopanda.',
      'Worsening valve lesion: surgical referral': 'Ugonjwa wa vali unaozidi: rufaa ya upasuaji',
      'Worsening, depression, suicidal thoughts, benzodiazepine dependence.':
        'Kuzidi, msongo wa mawazo, mawazo ya kujiua, uraibu wa benzodiazepine.',
      Wound: 'Jeraha',
      Yearly: 'Kila mwaka',
      'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic':
        'Kila mwaka, na wiki 1 hadi 2 baada ya kuanza ACE inhibitor au diuretic',
    },
  },
];
