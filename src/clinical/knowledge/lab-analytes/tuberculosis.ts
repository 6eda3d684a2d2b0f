import type { LabAnalyteInput } from '../../labs/analyte-schema';
import { loinc, cheesMicro, whoTb } from './citations';

/** Tuberculosis tests. */
export const tuberculosisAnalytes: LabAnalyteInput[] = [
  {
    id: 'xpert-mtb-rif',
    name: 'GeneXpert MTB/RIF',
    loinc: '38379-4',
    kind: 'qualitative',
    specimen: 'sputum',
    names: [
      'GeneXpert',
      'Xpert MTB/RIF',
      'Gene Xpert',
      'GeneXpert MTB/RIF',
      'Xpert',
      'Xpert MTB/RIF Ultra',
      'Xpert Ultra',
      'MTB/RIF',
      'TB GeneXpert',
      'Sputum GeneXpert',
      'Sputum for GeneXpert',
      'TB PCR',
      'MTB PCR',
      'Truenat',
    ],
    positiveWords: ['mtb (?:complex )?detected', 'mtb positive', 'mtb \\+'],
    negativeWords: ['mtb (?:complex )?not detected', 'mtb negative'],
    positiveFlag: 'attention',
    meaning: { positive: 'Mycobacterium tuberculosis detected' },
    limitations:
      'Read the rifampicin result separately: "RIF resistance detected" means rifampicin-resistant TB (refer for DR-TB care).',
    citations: [
      loinc,
      whoTb,
      { sourceId: 'ke-tb-2021', section: 'Diagnosis of TB: GeneXpert as the first test' },
    ],
  },
  {
    id: 'sputum-afb',
    name: 'Sputum AFB smear (ZN)',
    loinc: '11545-1',
    kind: 'qualitative',
    specimen: 'sputum',
    names: [
      'Sputum AFB',
      'AFB',
      'AAFB',
      'Sputum for AFB',
      'Sputum for AAFB',
      'ZN stain',
      'Ziehl-Neelsen',
      'Sputum smear',
      'Acid fast bacilli',
      'Sputum ZN',
      'Sputum microscopy',
      'Smear microscopy TB',
      'FM smear',
      'Sputum smear microscopy',
      'Bacilloscopie',
      'BAAR',
      'Recherche de BAAR',
    ],
    positiveWords: ['scanty', '\\ba?afbs? seen', '\\b[1-3] ?\\+', '\\+{1,3}', 'acid[- ]fast bacilli seen'],
    negativeWords: ['\\bno\\b[^,;]*\\b(a?afbs?|acid[- ]fast)', 'a?afbs? not seen'],
    meaning: { positive: 'acid-fast bacilli seen (smear-positive TB)' },
    citations: [loinc, whoTb, cheesMicro],
  },
  {
    // No LOINC code: none for the lateral flow urine LAM test could be confirmed from a citable source, so the
    // entry is left without one rather than given a guessed code.
    id: 'urine-tb-lam',
    name: 'Urine TB LAM (LF-LAM)',
    kind: 'qualitative',
    specimen: 'urine',
    names: [
      'TB LAM',
      'Urine LAM',
      'Urine TB LAM',
      'LF-LAM',
      'TB-LAM',
      'Determine TB LAM',
      'LAM',
      'Urine LF-LAM',
    ],
    meaning: { positive: 'lipoarabinomannan found in urine: TB in a person living with HIV' },
    limitations:
      'Recommended only for people living with HIV; a negative result does not rule TB out (low sensitivity).',
    citations: [
      { sourceId: 'loinc-2.77', section: 'searched for a urine LAM code: none confirmed, so none given' },
      {
        sourceId: 'who-tb-2022',
        section: 'Module 3: diagnosis, lateral flow urine LAM (LF-LAM) in people living with HIV',
      },
    ],
  },
];
