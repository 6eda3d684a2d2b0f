import type { LabAnalyteInput } from '../../labs/analyte-schema';
import { loinc, tietz, tietzCritical, tietzUnits } from './citations';

/**
 * Arterial blood gas. Kept apart from urine pH: under an ARTERIAL BLOOD GAS heading 'pH' is the blood's
 * (acidaemia), never the urine's. Partial pressures are in mmHg; kPa reports are converted.
 */
const kilopascalsToMillimetres = 7.50062;

export const bloodGasAnalytes: LabAnalyteInput[] = [
  {
    id: 'arterial-ph',
    name: 'Arterial pH',
    loinc: '2744-1',
    kind: 'quantitative',
    specimen: 'blood',
    unit: 'pH',
    names: ['Arterial pH', 'pH (arterial)', 'ABG pH', 'Blood pH', 'Arterial blood pH', 'pH arterial'],
    plausible: { low: 6.5, high: 8 },
    ranges: [{ low: 7.35, high: 7.45, citations: [tietz] }],
    critical: [{ low: 7.2, high: 7.6, citations: [tietzCritical] }],
    meaning: {
      low: 'acidaemia',
      high: 'alkalaemia',
      criticalLow: 'severe acidaemia',
      criticalHigh: 'severe alkalaemia',
    },
    citations: [loinc, tietz],
  },
  {
    id: 'arterial-pco2',
    name: 'Arterial pCO2',
    loinc: '2019-8',
    kind: 'quantitative',
    specimen: 'blood',
    unit: 'mmHg',
    conversions: [{ unit: 'kPa', factor: kilopascalsToMillimetres }],
    names: ['pCO2', 'PaCO2', 'Arterial pCO2', 'pCO2 (arterial)', 'Carbon dioxide partial pressure'],
    plausible: { low: 5, high: 200 },
    ranges: [{ low: 35, high: 45, citations: [tietz] }],
    critical: [{ low: 20, high: 70, citations: [tietzCritical] }],
    meaning: {
      low: 'low pCO2 (hyperventilation or respiratory compensation of a metabolic acidosis)',
      high: 'high pCO2 (hypoventilation, respiratory acidosis)',
    },
    citations: [loinc, tietz, tietzUnits],
  },
  {
    id: 'arterial-po2',
    name: 'Arterial pO2',
    loinc: '2703-7',
    kind: 'quantitative',
    specimen: 'blood',
    unit: 'mmHg',
    conversions: [{ unit: 'kPa', factor: kilopascalsToMillimetres }],
    names: ['pO2', 'PaO2', 'Arterial pO2', 'pO2 (arterial)', 'Oxygen partial pressure'],
    plausible: { low: 10, high: 700 },
    ranges: [{ low: 80, high: 100, citations: [tietz] }],
    critical: [{ low: 40, citations: [tietzCritical] }],
    meaning: { low: 'hypoxaemia', criticalLow: 'severe hypoxaemia' },
    citations: [loinc, tietz, tietzUnits],
  },
  {
    id: 'base-excess',
    name: 'Base excess',
    loinc: '1925-7',
    kind: 'quantitative',
    specimen: 'blood',
    unit: 'mmol/L',
    names: ['Base excess', 'BE', 'BE(B)', 'Base excess (arterial)', 'Base deficit excess', 'ABE', 'SBE'],
    plausible: { low: -40, high: 40 },
    ranges: [{ low: -2, high: 2, citations: [tietz] }],
    meaning: { low: 'base deficit (metabolic acidosis)', high: 'base excess (metabolic alkalosis)' },
    citations: [loinc, tietz],
  },
];
