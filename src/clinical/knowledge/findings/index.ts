import type { Finding } from '../types';
import { extraFindings as extraFindingsA } from '../findings-extra-a';
import { extraFindings as extraFindingsB } from '../findings-extra-b';
import { generalFindings } from './general';
import { headachePainFindings } from './headache-pain';
import { neuroFindings } from './neuro';
import { neuroToxinFindings } from './neuro-toxin';
import { gastrointestinalFindings } from './gastrointestinal';
import { respiratoryFindings } from './respiratory';
import { entEyeFindings } from './ent-eye';
import { cardiovascularFindings } from './cardiovascular';
import { bowelLiverHydrationFindings } from './bowel-liver-hydration';
import { genitourinaryFindings } from './genitourinary';
import { skinFindings } from './skin';
import { mentalHaematologyFindings } from './mental-haematology';
import { musculoskeletalNutritionFindings } from './musculoskeletal-nutrition';
import { exposureFindings } from './exposures';
import { historyFindings } from './history';
import { labFindingsA } from './labs-a';
import { labFindingsB } from './labs-b';

/**
 * The findings vocabulary: every id of finding-catalogue.txt, split by body system, plus the findings the
 * condition files added (findings-extra-a.ts, findings-extra-b.ts).
 */
export const findings: readonly Finding[] = [
  ...generalFindings,
  ...headachePainFindings,
  ...neuroFindings,
  ...neuroToxinFindings,
  ...gastrointestinalFindings,
  ...respiratoryFindings,
  ...entEyeFindings,
  ...cardiovascularFindings,
  ...bowelLiverHydrationFindings,
  ...genitourinaryFindings,
  ...skinFindings,
  ...mentalHaematologyFindings,
  ...musculoskeletalNutritionFindings,
  ...exposureFindings,
  ...historyFindings,
  ...labFindingsA,
  ...labFindingsB,
  ...extraFindingsA,
  ...extraFindingsB,
];
