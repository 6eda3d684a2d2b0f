import { conditions } from '../conditions';
import { clinicalScope } from '../scope';
import type { Condition } from '../types';

/** Test support: the conditions of a range of clinical-scope numbers, and the findings added for them. */
const scopeNumberOf = new Map<string, number>(clinicalScope.map((entry) => [entry.id, entry.number]));
export const inScope = (from: number, to: number): Condition[] =>
  conditions.filter((c) => {
    const n = scopeNumberOf.get(c.id) ?? 0;
    return n >= from && n <= to;
  });

/** The findings added to the vocabulary for conditions 38-74. */
export const addedFindingIdsB: readonly string[] = [
  'obesity',
  'numbness-tingling-feet',
  'fruity-breath',
  'tremor-shakiness',
  'raised-lactate-lab',
  'eyelids-stuck-together',
  'severe-eye-pain',
  'ischaemic-ecg-changes-lab',
  'chorea',
  'raised-aso-lab',
  'failed-appetite-test',
  'hair-skin-changes-kwashiorkor',
  'h-pylori-positive-lab',
  'dysphagia',
  'missed-antiseizure-medicine',
  'seizure-over-5-minutes',
  'bite-site-blistering-necrosis',
  'saddle-anaesthesia-incontinence',
  'pain-radiating-down-leg',
  'rhinitis-trigger-dust-pollen',
  'anti-hcv-positive-lab',
  'toe-web-scaling-nail-changes',
  'stress-anxiety',
  'back-pain-at-rest-night',
  'irregular-pulse',
  'missed-insulin-doses',
  'stopped-antihypertensive-medicine',
  'face-hand-oedema',
];
