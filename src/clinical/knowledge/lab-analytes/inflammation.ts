import type { LabAnalyteInput } from '../../labs/analyte-schema';
import { loinc, tietz } from './citations';

/** Markers of inflammation. */
export const inflammationAnalytes: LabAnalyteInput[] = [
  {
    id: 'crp',
    name: 'C-reactive protein (CRP)',
    loinc: '1988-5',
    kind: 'quantitative',
    specimen: 'serum',
    unit: 'mg/L',
    names: [
      'CRP',
      'C-reactive protein',
      'C reactive protein',
      'hs-CRP',
      'hsCRP',
      'Quantitative CRP',
      'CRP quantitative',
      'Protéine C réactive',
      'CRP ultrasensible',
    ],
    conversions: [{ unit: 'mg/dL', factor: 10 }],
    plausible: { low: 0, high: 600 },
    ranges: [{ low: 0, high: 5, citations: [tietz] }],
    meaning: { high: 'raised CRP (inflammation or infection)' },
    citations: [loinc, tietz],
  },
];
