import { loinc } from './citations';

/**
 * Laboratory tests the knowledge base does not model (no ranges, units or meaning here), with the names
 * reports print them under. A name here is a real test of its own: it is never taken for a modelled test
 * that is spelt alike or contained in it (MPV is not MCV, indirect bilirubin is not total bilirubin,
 * urine creatinine is not serum creatinine), and a row printed under it is shown as "not recognised" with
 * its raw text and the printed range, never guessed. LOINC codes where one code fits the test as printed.
 */
export interface UnmodelledTest {
  id: string;
  loinc?: string;
  names: readonly string[];
  citations: readonly { sourceId: string; section: string }[];
}

export const unmodelledTests = [
  {
    // Any renal tubular cell in the urine is abnormal (tubular injury): never the squamous cells' count.
    id: 'urine-renal-tubular-epithelial-cells',
    names: ['Renal tubular epithelial cells', 'Renal epithelial cells', 'RTE cells', 'Renal tubular cells'],
    citations: [loinc],
  },
  {
    id: 'mean-platelet-volume',
    loinc: '32623-1',
    names: ['MPV', 'Mean platelet volume', 'VPM', 'Volume plaquettaire moyen'],
    citations: [loinc],
  },
  {
    id: 'platelet-distribution-width',
    loinc: '32207-3',
    names: ['PDW', 'PDW-CV', 'PDW-SD', 'Platelet distribution width', 'IDP'],
    citations: [loinc],
  },
  {
    id: 'plateletcrit',
    loinc: '51637-7',
    names: ['PCT', 'Plateletcrit', 'Thrombocrit', 'Thrombocrite'],
    citations: [loinc],
  },
  {
    id: 'platelet-large-cell-ratio',
    loinc: '48386-7',
    names: ['P-LCR', 'PLCR', 'P-LCC', 'Platelet large cell ratio'],
    citations: [loinc],
  },
  {
    id: 'bilirubin-indirect',
    loinc: '1971-1',
    names: [
      'Indirect bilirubin',
      'Bilirubin indirect',
      'Unconjugated bilirubin',
      'Bilirubin unconjugated',
      'I. Bil',
      'IBIL',
      'I.Bili',
      'Indirect bili',
      'Bilirubine indirecte',
      'Bilirubine libre',
      'Bilirubine non conjuguée',
    ],
    citations: [loinc],
  },
  {
    id: 'anti-hbc-total',
    loinc: '16933-4',
    names: [
      'Anti-HBc',
      'Anti HBc',
      'Anti-HBc total',
      'Total anti-HBc',
      'HBcAb',
      'HBc Ab',
      'HBcAb total',
      'Anti-HBc IgG',
      'Hepatitis B core antibody',
      'Ac anti-HBc',
      'Ac anti-HBc totaux',
      'Anticorps anti-HBc',
    ],
    citations: [loinc],
  },
  {
    id: 'anti-hbe',
    names: ['Anti-HBe', 'Anti HBe', 'HBeAb', 'HBe Ab', 'Ac anti-HBe', 'Hepatitis B e antibody'],
    citations: [loinc],
  },
  {
    id: 'urine-creatinine',
    loinc: '2161-8',
    names: ['Urine creatinine', 'Creatinine urine', 'U. creatinine', 'Urinary creatinine', 'Créatininurie'],
    citations: [loinc],
  },
  {
    id: 'creatinine-clearance',
    loinc: '2164-2',
    names: ['Creatinine clearance', 'CrCl', 'Clairance de la créatinine', 'Clairance créatinine'],
    citations: [loinc],
  },
  {
    id: 'urine-albumin-creatinine-ratio',
    loinc: '9318-7',
    names: [
      'Albumin/creatinine ratio',
      'Albumin creatinine ratio',
      'Albumin-creatinine ratio',
      'ACR',
      'UACR',
      'Urine ACR',
      'Microalbumin/creatinine ratio',
      'Rapport albumine/créatinine',
      'U. albumin/creatinine ratio',
      'Urine albumin creatinine',
      'Albumin creatinine',
    ],
    citations: [loinc],
  },
  {
    id: 'urine-protein-creatinine-ratio',
    loinc: '2890-2',
    names: [
      'Protein/creatinine ratio',
      'Protein creatinine ratio',
      'UPCR',
      'Urine PCR',
      'Urine protein/creatinine ratio',
      'U. protein/creatinine ratio',
    ],
    citations: [loinc],
  },
  {
    id: 'globulin',
    loinc: '10834-0',
    names: ['Globulin', 'Globulins', 'Serum globulin', 'Globulines'],
    citations: [loinc],
  },
  {
    id: 'albumin-globulin-ratio',
    loinc: '1759-0',
    names: ['A/G ratio', 'Albumin/globulin ratio', 'A:G ratio', 'Rapport A/G'],
    citations: [loinc],
  },
  {
    id: 'haptoglobin',
    loinc: '4542-7',
    names: ['Haptoglobin', 'Serum haptoglobin', 'Haptoglobine'],
    citations: [loinc],
  },
  {
    id: 'vldl-cholesterol',
    loinc: '13458-5',
    names: ['VLDL', 'VLDL cholesterol', 'VLDL-C', 'VLDL cholestérol'],
    citations: [loinc],
  },
  {
    id: 'creatine-kinase-mb',
    loinc: '13969-1',
    names: ['CK-MB', 'CKMB', 'CK MB', 'Creatine kinase MB'],
    citations: [loinc],
  },
] as const satisfies readonly UnmodelledTest[];
