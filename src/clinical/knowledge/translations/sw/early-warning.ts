import type { SentenceTranslation, TranslationGroup } from '../types';

/**
 * The early-warning scores (knowledge/early-warning-scores.ts) in Kiswahili: the triage reasons, with the
 * score and the signs measured as {n1}, {n2}, {n3}, and the actions. Machine drafts (reviewer: null) until a
 * clinician fluent in Kiswahili reviews them.
 */
export const swahiliEarlyWarningSentences: readonly SentenceTranslation[] = [
  {
    en: 'NEWS2 early warning score {n1} from {n2} measured signs (signs not measured count 0): 7 or more calls for an emergency response',
    text: 'Alama ya tahadhari ya mapema NEWS2 ni {n1} kutoka dalili {n2} zilizopimwa (dalili isiyopimwa huhesabiwa 0): 7 au zaidi inahitaji hatua ya dharura',
    reviewer: null,
  },
  {
    en: 'NEWS2 early warning score {n1} from {n2} measured signs (signs not measured count 0): 5 or 6 calls for an urgent response',
    text: 'Alama ya tahadhari ya mapema NEWS2 ni {n1} kutoka dalili {n2} zilizopimwa (dalili isiyopimwa huhesabiwa 0): 5 au 6 inahitaji hatua ya haraka',
    reviewer: null,
  },
  {
    en: 'NEWS2 early warning score {n1} from {n2} measured signs, one sign scoring 3: an urgent review by a clinician',
    text: 'Alama ya tahadhari ya mapema NEWS2 ni {n1} kutoka dalili {n2} zilizopimwa, dalili moja ina alama 3: tathmini ya haraka na mtaalamu wa afya',
    reviewer: null,
  },
  {
    en: 'Obstetric early warning (MEOWS) from {n1} measured signs: {n2} red and {n3} yellow triggers (one red or two yellow call for an urgent medical review)',
    text: 'Tahadhari ya mapema ya uzazi (MEOWS) kutoka dalili {n1} zilizopimwa: viashiria {n2} vyekundu na {n3} vya njano (kimoja chekundu au viwili vya njano vinahitaji tathmini ya daktari haraka)',
    reviewer: null,
  },
];

export const swahiliEarlyWarningActions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Assess ABCDE now and look for the cause (sepsis, heart failure, pneumonia, bleeding, pulmonary embolism)':
        'Tathmini ABCDE sasa na utafute chanzo (sepsis, moyo kushindwa kufanya kazi, nimonia, kutokwa na damu, damu kuganda kwenye mapafu)',
      'Give oxygen to keep SpO2 ≥ 94% (88-92% if hypercapnic)':
        'Toa oksijeni kudumisha SpO2 ≥ 94% (88-92% ikiwa kuna hypercapnia)',
      'Senior clinician review now, then refer or admit for monitored care':
        'Tathmini ya mtaalamu mkuu sasa, kisha peleka rufaa au laza kwa uangalizi wa karibu',
      'Repeat the observations within the hour, then at least hourly':
        'Rudia vipimo vya dalili muhimu ndani ya saa moja, kisha angalau kila saa',
      'Assess ABCDE now and look for the cause (bleeding, sepsis, pre-eclampsia, heart failure, pulmonary embolism)':
        'Tathmini ABCDE sasa na utafute chanzo (kutokwa na damu, sepsis, pre-eclampsia, moyo kushindwa kufanya kazi, damu kuganda kwenye mapafu)',
      'Give oxygen to keep SpO2 ≥ 94%': 'Toa oksijeni kudumisha SpO2 ≥ 94%',
      'Call the doctor or midwife in charge now and refer to obstetric care':
        'Mwite daktari au mkunga msimamizi sasa na upeleke rufaa kwa huduma ya uzazi',
    },
  },
];
