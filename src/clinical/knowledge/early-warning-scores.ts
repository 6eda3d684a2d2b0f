import type { Citation } from './types';
import type { Urgency } from './types';

/**
 * Aggregate early-warning scores: signs each only moderately abnormal that together call for action (a
 * woman breathless lying flat with pulse 118, breathing 28, SpO2 92% and systolic 104, where no single
 * threshold of vital-thresholds.ts fires). Data only; engine/reason/early-warning.ts scores it. Only the
 * signs measured are scored (a sign not measured counts 0), so a score is a floor.
 *
 * A band scores a value at most `atMost` (or below `below`); the bands of a sign are in rising order and
 * the last one has neither bound.
 */
export type ScoredVital =
  'respiratoryRate' | 'spo2' | 'systolicBP' | 'diastolicBP' | 'heartRate' | 'temperatureC';

export interface ScoreBand<Level> {
  atMost?: number;
  below?: number;
  level: Level;
}

export interface ScoredSign<Level> {
  vital: ScoredVital;
  bands: ReadonlyArray<ScoreBand<Level>>;
}

export interface EarlyWarningResponse {
  urgency: Urgency;
  /** The triage reason; {n1} is the score (or the red triggers), {n2} the signs measured (see translations). */
  reason: string;
  actions: readonly string[];
}

const news2Chart: Citation = {
  sourceId: 'rcp-news2-2017',
  section:
    'Chart 1: The NEWS2 scoring system (respiration rate, SpO2 scale 1, systolic BP, pulse, consciousness, temperature)',
};
const news2Response: Citation = {
  sourceId: 'rcp-news2-2017',
  section:
    'Chart 3 and Table 3: NEWS2 thresholds and triggers — aggregate 7 or more: emergency response; 5-6: urgent response; a single parameter scoring 3: urgent ward-based response',
};

/** The actions of an alarm raised by the score (RCP NEWS2 2017, Chart 4: clinical response). */
const news2Actions = [
  'Assess ABCDE now and look for the cause (sepsis, heart failure, pneumonia, bleeding, pulmonary embolism)',
  'Give oxygen to keep SpO2 ≥ 94% (88-92% if hypercapnic)',
  'Senior clinician review now, then refer or admit for monitored care',
  'Repeat the observations within the hour, then at least hourly',
] as const;

/**
 * NEWS2 (Royal College of Physicians 2017) for adults from 16 years, neither pregnant nor within 42 days of
 * a birth (NEWS2 is not validated in pregnancy: RCP 2017, Section 1). Supplemental oxygen is not asked: it
 * scores 0 here. SpO2 on scale 1 (scale 2 is for a prescribed 88-92% target, a decision the engine cannot
 * know).
 */
export const news2 = {
  id: 'news2',
  minAgeYears: 16,
  citations: [news2Chart, news2Response],
  signs: [
    {
      vital: 'respiratoryRate',
      bands: [
        { atMost: 8, level: 3 },
        { atMost: 11, level: 1 },
        { atMost: 20, level: 0 },
        { atMost: 24, level: 2 },
        { level: 3 },
      ],
    },
    {
      vital: 'spo2',
      bands: [{ atMost: 91, level: 3 }, { atMost: 93, level: 2 }, { atMost: 95, level: 1 }, { level: 0 }],
    },
    {
      vital: 'systolicBP',
      bands: [
        { atMost: 90, level: 3 },
        { atMost: 100, level: 2 },
        { atMost: 110, level: 1 },
        { atMost: 219, level: 0 },
        { level: 3 },
      ],
    },
    {
      vital: 'heartRate',
      bands: [
        { atMost: 40, level: 3 },
        { atMost: 50, level: 1 },
        { atMost: 90, level: 0 },
        { atMost: 110, level: 1 },
        { atMost: 130, level: 2 },
        { level: 3 },
      ],
    },
    {
      vital: 'temperatureC',
      bands: [
        { atMost: 35, level: 3 },
        { atMost: 36, level: 1 },
        { atMost: 38, level: 0 },
        { atMost: 39, level: 1 },
        { level: 2 },
      ],
    },
  ] satisfies ReadonlyArray<ScoredSign<number>>,
  /** New confusion or any response short of alert (ACVPU: C, V, P or U) scores 3. */
  consciousness: { findingIds: ['confusion', 'unconscious'], points: 3 },
  emergencyFromScore: 7,
  urgentFromScore: 5,
  urgentFromOneSign: 3,
  emergency: {
    urgency: 'emergency',
    reason:
      'NEWS2 early warning score {n1} from {n2} measured signs (signs not measured count 0): 7 or more calls for an emergency response',
    actions: news2Actions,
  },
  urgentByScore: {
    urgency: 'urgent',
    reason:
      'NEWS2 early warning score {n1} from {n2} measured signs (signs not measured count 0): 5 or 6 calls for an urgent response',
    actions: news2Actions,
  },
  urgentByOneSign: {
    urgency: 'urgent',
    reason:
      'NEWS2 early warning score {n1} from {n2} measured signs, one sign scoring 3: an urgent review by a clinician',
    actions: news2Actions,
  },
} as const satisfies {
  id: string;
  minAgeYears: number;
  citations: readonly Citation[];
  signs: ReadonlyArray<ScoredSign<number>>;
  consciousness: { findingIds: readonly string[]; points: number };
  emergencyFromScore: number;
  urgentFromScore: number;
  urgentFromOneSign: number;
  emergency: EarlyWarningResponse;
  urgentByScore: EarlyWarningResponse;
  urgentByOneSign: EarlyWarningResponse;
};

export type ObstetricTrigger = 'red' | 'yellow' | 'none';

const meowsChart: Citation = {
  sourceId: 'singh-meows-2012',
  section:
    'Table 1: MEOWS trigger parameters (red and yellow triggers for temperature, systolic and diastolic BP, heart rate, respiratory rate, oxygen saturation, neurological response); a single red or two yellow triggers at once call for an urgent medical review',
};

/**
 * The modified early obstetric warning system (MEOWS) recommended by CEMACH 2007, as Singh et al. validated it
 * (Anaesthesia 2012), for a pregnant woman and up to 42 days after a birth. The pain score (a yellow trigger
 * at 2-3) and responses to voice are not read; unresponsive or responding only to pain is a red trigger.
 * The chart's one response to a trigger is an urgent medical review (Singh 2012, Table 1): urgent, not an
 * emergency, so a fever of 38.5 °C in pregnancy or a pulse of 110 with vomiting is not called an emergency
 * here; its danger signs (pregnancy-danger-signs.ts, obstetric.ts) raise those.
 */
export const meows = {
  id: 'meows',
  citations: [meowsChart],
  signs: [
    {
      vital: 'temperatureC',
      bands: [
        { below: 35, level: 'red' },
        { atMost: 36, level: 'yellow' },
        { atMost: 38, level: 'none' },
        { level: 'red' },
      ],
    },
    {
      vital: 'systolicBP',
      bands: [
        { below: 90, level: 'red' },
        { atMost: 100, level: 'yellow' },
        { below: 150, level: 'none' },
        { atMost: 160, level: 'yellow' },
        { level: 'red' },
      ],
    },
    {
      vital: 'diastolicBP',
      bands: [{ below: 90, level: 'none' }, { atMost: 100, level: 'yellow' }, { level: 'red' }],
    },
    {
      vital: 'heartRate',
      bands: [
        { below: 40, level: 'red' },
        { atMost: 50, level: 'yellow' },
        { below: 100, level: 'none' },
        { atMost: 120, level: 'yellow' },
        { level: 'red' },
      ],
    },
    {
      vital: 'respiratoryRate',
      bands: [
        { below: 10, level: 'red' },
        { below: 21, level: 'none' },
        { atMost: 30, level: 'yellow' },
        { level: 'red' },
      ],
    },
    {
      vital: 'spo2',
      bands: [{ below: 95, level: 'red' }, { level: 'none' }],
    },
  ] satisfies ReadonlyArray<ScoredSign<ObstetricTrigger>>,
  /** Responding only to pain, or unresponsive: a red trigger. */
  consciousness: { findingIds: ['unconscious'], level: 'red' },
  triggered: {
    urgency: 'urgent',
    reason:
      'Obstetric early warning (MEOWS) from {n1} measured signs: {n2} red and {n3} yellow triggers (one red or two yellow call for an urgent medical review)',
    actions: [
      'Assess ABCDE now and look for the cause (bleeding, sepsis, pre-eclampsia, heart failure, pulmonary embolism)',
      'Give oxygen to keep SpO2 ≥ 94%',
      'Call the doctor or midwife in charge now and refer to obstetric care',
      'Repeat the observations within the hour, then at least hourly',
    ],
  },
} as const satisfies {
  id: string;
  citations: readonly Citation[];
  signs: ReadonlyArray<ScoredSign<ObstetricTrigger>>;
  consciousness: { findingIds: readonly string[]; level: ObstetricTrigger };
  triggered: EarlyWarningResponse;
};
