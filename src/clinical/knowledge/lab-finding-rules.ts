import type { LabFindingRuleInput } from '../labs/finding-rule-schema';
import { albuminAndPsaRules } from './lab-finding-rules-albumin-psa';
import { liverInjuryAndTumourRules } from './lab-finding-rules-liver';
import { lifeThreateningLabRules } from './lab-finding-rules-life-threatening';
import { pregnancyLabRules } from './lab-finding-rules-pregnancy';

/**
 * Which engine findings (findings/) a lab result implies. A finding is present when its
 * test holds and explicitly absent when the test is negative or normal: a negative malaria RDT makes
 * malaria-test-positive absent. Thresholds are in the analyte's canonical unit (lab-analytes/).
 * The Widal test deliberately implies nothing: in endemic areas its titres are common in healthy people
 * and it misses early disease (who-typhoid-2003, section 2), so only antigen tests and culture count.
 */

const whoMalariaDx = {
  sourceId: 'who-malaria-2023',
  section: 'Diagnosis of malaria: parasitological confirmation by microscopy or RDT',
};
const whoAnaemia = {
  sourceId: 'who-anaemia-2011',
  section:
    'Table 1, haemoglobin levels to diagnose anaemia (severe < 7 g/dL in children 6-59 months and pregnant women)',
};
const whoSevereMalaria = {
  sourceId: 'who-severe-malaria-2014',
  section: 'Definition of severe malaria: severe anaemia (Hb < 7 g/dL in adults)',
};
const whoDiabetes = {
  sourceId: 'who-diabetes-diagnosis-2006',
  section: 'Table 1, fasting plasma glucose >= 7.0 mmol/L, 2-h or random >= 11.1 mmol/L',
};
const whoHba1c = { sourceId: 'who-hba1c-2011', section: 'HbA1c >= 6.5% as cut-off for diabetes' };
const adaHypo = {
  sourceId: 'ada-soc-2024',
  section: 'Section 6, Table 6.4: level 1 hypoglycaemia < 3.9 mmol/L (70 mg/dL)',
};
const adaKetones = {
  sourceId: 'ada-soc-2024',
  section: 'Section 16, hyperglycaemic crises: ketonaemia and ketonuria',
};
const dacie = { sourceId: 'dacie-lewis-2017', section: 'Reference ranges and normal values' };
const harriet = {
  sourceId: 'harriet-lane-2023',
  section: 'Hematology: age-specific white cell and platelet counts',
};
const ferritin = {
  sourceId: 'who-ferritin-2020',
  section: 'Ferritin thresholds: < 12 µg/L (under 5 years), < 15 µg/L (5 years and over)',
};
const dipstick = { sourceId: 'cheesbrough-dlp-2009', section: 'Part 1, Chapter 6, urine dipstick testing' };
const parasitology = {
  sourceId: 'cheesbrough-dlp-2009',
  section: 'Part 1, Chapter 5, examination of faeces and urine for parasites',
};
const microbiology = {
  sourceId: 'cheesbrough-dlp-2009',
  section: 'Part 2, Chapter 7, microbiological tests',
};
const tietz = { sourceId: 'tietz-2018', section: 'Appendix: reference intervals' };
const kdigo = { sourceId: 'kdigo-ckd-2024', section: 'GFR categories (G3a and below: eGFR < 60)' };

export const labFindingRules: LabFindingRuleInput[] = [
  {
    id: 'malaria-rdt-or-smear',
    findingId: 'malaria-test-positive',
    conditions: [{ analyteIds: ['malaria-rdt', 'malaria-smear'], present: { kind: 'positive' } }],
    citations: [whoMalariaDx, { sourceId: 'ke-malaria-2020', section: 'Diagnosis of malaria' }],
  },
  {
    id: 'malaria-parasite-density',
    findingId: 'malaria-test-positive',
    conditions: [{ analyteIds: ['malaria-parasite-density'], present: { kind: 'above', value: 0 } }],
    citations: [whoMalariaDx],
  },
  {
    id: 'severe-anaemia-haemoglobin',
    findingId: 'severe-anaemia-lab',
    conditions: [{ analyteIds: ['haemoglobin'], present: { kind: 'below', value: 7 } }],
    citations: [whoAnaemia, whoSevereMalaria],
  },
  {
    id: 'anaemia-haemoglobin',
    findingId: 'anaemia-lab',
    conditions: [{ analyteIds: ['haemoglobin'], present: { kind: 'below-range' } }],
    citations: [whoAnaemia],
  },
  {
    id: 'microcytosis-mcv',
    findingId: 'microcytosis-lab',
    conditions: [{ analyteIds: ['mcv'], present: { kind: 'below-range' } }],
    citations: [dacie, harriet],
  },
  {
    id: 'iron-deficiency-ferritin',
    findingId: 'microcytosis-lab',
    conditions: [{ analyteIds: ['ferritin'], present: { kind: 'below-range' }, absent: { kind: 'never' } }],
    citations: [ferritin],
  },
  {
    id: 'hyperglycaemia-random',
    findingId: 'hyperglycaemia-lab',
    conditions: [
      { analyteIds: ['glucose-random', 'glucose'], present: { kind: 'above', value: 11.1, inclusive: true } },
    ],
    citations: [whoDiabetes],
  },
  {
    id: 'hyperglycaemia-fasting',
    findingId: 'hyperglycaemia-lab',
    conditions: [
      { analyteIds: ['glucose-fasting'], present: { kind: 'above', value: 7.0, inclusive: true } },
    ],
    citations: [whoDiabetes],
  },
  {
    id: 'hyperglycaemia-hba1c',
    findingId: 'hyperglycaemia-lab',
    conditions: [{ analyteIds: ['hba1c'], present: { kind: 'above', value: 6.5, inclusive: true } }],
    citations: [whoHba1c],
  },
  {
    id: 'hypoglycaemia-glucose',
    findingId: 'hypoglycaemia-lab',
    conditions: [
      {
        analyteIds: ['glucose-random', 'glucose-fasting', 'glucose'],
        present: { kind: 'below', value: 3.9 },
      },
    ],
    citations: [adaHypo],
  },
  {
    id: 'ketones-urine',
    findingId: 'ketones-lab',
    conditions: [
      {
        analyteIds: ['urine-ketones'],
        present: { kind: 'above', value: 1, inclusive: true },
        absent: { kind: 'below', value: 0.5 },
      },
    ],
    citations: [dipstick, adaKetones],
  },
  {
    id: 'ketones-blood',
    findingId: 'ketones-lab',
    conditions: [
      {
        analyteIds: ['blood-ketones'],
        present: { kind: 'above', value: 1.5, inclusive: true },
        absent: { kind: 'below', value: 0.6 },
      },
    ],
    citations: [adaKetones],
  },
  {
    id: 'leucocytosis-white-cells',
    findingId: 'leucocytosis-lab',
    conditions: [{ analyteIds: ['white-cell-count'], present: { kind: 'above-range' } }],
    citations: [
      dacie,
      harriet,
      { sourceId: 'karita-2009', section: 'Haematology reference intervals: white cell count' },
    ],
  },
  {
    id: 'leucopenia-white-cells',
    findingId: 'leucopenia-lab',
    conditions: [{ analyteIds: ['white-cell-count'], present: { kind: 'below-range' } }],
    citations: [
      dacie,
      harriet,
      { sourceId: 'karita-2009', section: 'Haematology reference intervals: white cell count' },
    ],
  },
  {
    id: 'thrombocytopenia-platelets',
    findingId: 'thrombocytopenia-lab',
    conditions: [{ analyteIds: ['platelets'], present: { kind: 'below-range' } }],
    citations: [dacie],
  },
  {
    id: 'urine-nitrite-positive',
    findingId: 'urine-nitrite-lab',
    conditions: [{ analyteIds: ['urine-nitrite'], present: { kind: 'positive' } }],
    citations: [dipstick],
  },
  {
    id: 'urine-leucocyte-esterase',
    findingId: 'urine-leucocytes-lab',
    conditions: [
      {
        analyteIds: ['urine-leucocytes'],
        present: { kind: 'above', value: 1, inclusive: true },
        absent: { kind: 'below', value: 0.5 },
      },
    ],
    citations: [dipstick],
  },
  {
    id: 'urine-pus-cells-pyuria',
    findingId: 'urine-leucocytes-lab',
    conditions: [
      {
        analyteIds: ['urine-pus-cells'],
        present: { kind: 'above', value: 10 },
        absent: { kind: 'below', value: 5, inclusive: true },
      },
    ],
    citations: [dipstick],
  },
  {
    id: 'proteinuria-dipstick',
    findingId: 'proteinuria-lab',
    conditions: [
      {
        analyteIds: ['urine-protein'],
        present: { kind: 'above', value: 1, inclusive: true },
        absent: { kind: 'below', value: 0.5 },
      },
    ],
    citations: [dipstick, { sourceId: 'who-pre-eclampsia-2011', section: 'Proteinuria >= 1+ on dipstick' }],
  },
  {
    id: 'pregnancy-test-qualitative',
    findingId: 'pregnancy-test-positive',
    conditions: [{ analyteIds: ['urine-hcg', 'serum-hcg'], present: { kind: 'positive' } }],
    citations: [tietz],
  },
  {
    id: 'pregnancy-beta-hcg',
    findingId: 'pregnancy-test-positive',
    conditions: [
      {
        analyteIds: ['beta-hcg'],
        present: { kind: 'above', value: 25, inclusive: true },
        absent: { kind: 'below', value: 5 },
      },
    ],
    citations: [tietz],
  },
  {
    id: 'hiv-rapid-reactive',
    findingId: 'hiv-test-positive',
    conditions: [{ analyteIds: ['hiv-rapid'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-hiv-testing-2019', section: 'HIV testing strategies and algorithms' }],
  },
  {
    id: 'hiv-viral-load-detected',
    findingId: 'hiv-test-positive',
    conditions: [
      { analyteIds: ['hiv-viral-load'], present: { kind: 'above', value: 0 }, absent: { kind: 'never' } },
    ],
    citations: [{ sourceId: 'who-hiv-2021', section: 'Viral load monitoring' }],
  },
  {
    id: 'low-cd4',
    findingId: 'low-cd4-lab',
    conditions: [{ analyteIds: ['cd4'], present: { kind: 'below', value: 200 } }],
    citations: [{ sourceId: 'who-advanced-hiv-2017', section: 'Advanced HIV disease: CD4 < 200 cells/mm3' }],
  },
  {
    id: 'crag-positive',
    findingId: 'crag-positive-lab',
    conditions: [{ analyteIds: ['crag'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-crypto-2022', section: 'CrAg screening and diagnosis' }],
  },
  {
    id: 'india-ink-positive',
    findingId: 'crag-positive-lab',
    conditions: [{ analyteIds: ['csf-india-ink'], present: { kind: 'positive' }, absent: { kind: 'never' } }],
    citations: [
      { sourceId: 'who-crypto-2022', section: 'India ink microscopy (lower sensitivity than CrAg)' },
    ],
  },
  {
    id: 'raised-creatinine',
    findingId: 'raised-creatinine-lab',
    conditions: [{ analyteIds: ['creatinine'], present: { kind: 'above-range' } }],
    citations: [tietz, { sourceId: 'kdigo-aki-2012', section: 'Section 2.1, AKI definition' }],
  },
  {
    id: 'creatinine-over-265',
    findingId: 'creatinine-over-265-lab',
    conditions: [{ analyteIds: ['creatinine'], present: { kind: 'above', value: 265 } }],
    citations: [
      {
        sourceId: 'who-severe-malaria-2014',
        section:
          'Definition of severe malaria: renal impairment (creatinine > 265 µmol/L or urea > 20 mmol/L)',
      },
    ],
  },
  {
    id: 'reduced-egfr-from-creatinine',
    findingId: 'raised-creatinine-lab',
    conditions: [
      {
        analyteIds: ['creatinine'],
        present: { kind: 'below', value: 60, of: 'estimatedGfr' },
        absent: { kind: 'never' },
      },
    ],
    citations: [kdigo, { sourceId: 'inker-ckd-epi-2021', section: 'CKD-EPI 2021 creatinine equation' }],
  },
  {
    id: 'reduced-egfr',
    findingId: 'raised-creatinine-lab',
    conditions: [{ analyteIds: ['egfr'], present: { kind: 'below', value: 60 } }],
    citations: [kdigo],
  },
  {
    id: 'raised-bilirubin',
    findingId: 'raised-bilirubin-lab',
    conditions: [{ analyteIds: ['bilirubin-total'], present: { kind: 'above-range' } }],
    citations: [tietz],
  },
  {
    id: 'raised-alt',
    findingId: 'raised-alt-lab',
    conditions: [{ analyteIds: ['alt', 'ast'], present: { kind: 'above-range' } }],
    citations: [tietz],
  },
  {
    id: 'hbsag-positive',
    findingId: 'hbsag-positive-lab',
    conditions: [{ analyteIds: ['hbsag'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-hepatitis-b-2024', section: 'Diagnosis: HBsAg testing' }],
  },
  {
    id: 'csf-pleocytosis',
    findingId: 'csf-pleocytosis-lab',
    conditions: [{ analyteIds: ['csf-white-cells'], present: { kind: 'above', value: 5 } }],
    citations: [
      {
        sourceId: 'who-meningitis-2025',
        section: 'Diagnosis: CSF examination (white cell count above 5 cells/µL)',
      },
    ],
  },
  {
    id: 'raised-lactate',
    findingId: 'raised-lactate-lab',
    conditions: [
      {
        analyteIds: ['lactate'],
        present: { kind: 'above', value: 2 },
        absent: { kind: 'below', value: 2, inclusive: true },
      },
    ],
    citations: [
      {
        sourceId: 'sepsis-3-2016',
        section: 'Septic shock: serum lactate > 2 mmol/L despite fluid resuscitation',
      },
    ],
  },
  {
    id: 'hcv-antibody-reactive',
    findingId: 'anti-hcv-positive-lab',
    conditions: [{ analyteIds: ['hcv-antibody'], present: { kind: 'positive' } }],
    citations: [
      { sourceId: 'who-hepatitis-b-2024', section: 'Testing for viral hepatitis: serological assays' },
    ],
  },
  {
    id: 'raised-crp',
    findingId: 'raised-crp-lab',
    conditions: [
      {
        analyteIds: ['crp'],
        present: { kind: 'above', value: 10 },
        absent: { kind: 'below', value: 5, inclusive: true },
      },
    ],
    citations: [tietz],
  },
  {
    id: 'stool-pus-and-red-cells',
    findingId: 'stool-pus-rbc-lab',
    conditions: [
      { analyteIds: ['stool-pus-cells'], present: { kind: 'above-range' } },
      { analyteIds: ['stool-rbc'], present: { kind: 'above-range' } },
    ],
    citations: [
      parasitology,
      { sourceId: 'who-shigella-2005', section: 'Diagnosis: faecal leucocytes and red cells in dysentery' },
    ],
  },
  {
    id: 'stool-amoebic-trophozoites',
    findingId: 'stool-trophozoites-lab',
    conditions: [
      {
        analyteIds: ['stool-trophozoites', 'stool-microscopy'],
        present: { kind: 'positive', detailPattern: 'histolytica|entamoeba|amoeb' },
      },
    ],
    citations: [parasitology],
  },
  {
    id: 'stool-helminth-ova',
    findingId: 'stool-ova-lab',
    conditions: [
      {
        analyteIds: ['stool-ova', 'stool-microscopy'],
        present: {
          kind: 'positive',
          detailPattern:
            '\\bova\\b|\\beggs?\\b|ascaris|hookworm|trichuris|taenia|strongyloides|schistosom|mansoni|enterobius|hymenolepis|larva',
        },
      },
    ],
    citations: [parasitology, { sourceId: 'who-sth-2017', section: 'Diagnosis by stool microscopy' }],
  },
  {
    id: 'schistosoma-eggs-stool',
    findingId: 'schistosoma-eggs-lab',
    conditions: [
      {
        analyteIds: ['stool-ova', 'stool-microscopy'],
        present: { kind: 'positive', detailPattern: 'schistosom|mansoni|bilharz' },
      },
    ],
    citations: [
      parasitology,
      { sourceId: 'who-schisto-2022', section: 'Diagnosis: Kato-Katz stool microscopy' },
    ],
  },
  {
    id: 'schistosoma-eggs-urine',
    findingId: 'schistosoma-eggs-lab',
    conditions: [{ analyteIds: ['urine-schistosoma'], present: { kind: 'positive' } }],
    citations: [
      parasitology,
      { sourceId: 'who-schisto-2022', section: 'Diagnosis: urine filtration microscopy' },
    ],
  },
  {
    id: 'tb-xpert-or-smear',
    findingId: 'tb-test-positive-lab',
    conditions: [{ analyteIds: ['xpert-mtb-rif', 'sputum-afb'], present: { kind: 'positive' } }],
    citations: [
      { sourceId: 'who-tb-2022', section: 'Module 3: diagnosis' },
      { sourceId: 'ke-tb-2021', section: 'Diagnosis of TB' },
    ],
  },
  {
    id: 'typhoid-antigen',
    findingId: 'typhoid-test-positive-lab',
    conditions: [{ analyteIds: ['salmonella-stool-antigen', 'typhoid-igm'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-typhoid-2003', section: 'Diagnosis: rapid diagnostic tests' }],
  },
  {
    id: 'typhoid-blood-culture',
    findingId: 'typhoid-test-positive-lab',
    conditions: [
      { analyteIds: ['blood-culture'], present: { kind: 'positive', detailPattern: 'salmonella|typhi' } },
    ],
    citations: [{ sourceId: 'who-typhoid-2003', section: 'Diagnosis: blood culture' }, microbiology],
  },
  {
    id: 'dengue-ns1-or-igm',
    findingId: 'dengue-test-positive-lab',
    conditions: [{ analyteIds: ['dengue-ns1', 'dengue-igm'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-dengue-2009', section: 'Laboratory diagnosis: NS1 antigen and IgM' }],
  },
  {
    id: 'syphilis-serology',
    findingId: 'syphilis-test-positive-lab',
    conditions: [{ analyteIds: ['rpr', 'vdrl', 'treponemal-test'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-stis-2021', section: 'Syphilis serological testing' }],
  },
  {
    id: 'troponin-raised',
    findingId: 'troponin-raised-lab',
    conditions: [{ analyteIds: ['troponin-i', 'troponin-t'], present: { kind: 'above-range' } }],
    citations: [
      { sourceId: 'esc-acs-2023', section: 'Diagnosis: high-sensitivity troponin above the 99th percentile' },
    ],
  },
  {
    id: 'sickling-positive',
    findingId: 'sickle-test-positive-lab',
    conditions: [{ analyteIds: ['sickling-test'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'cheesbrough-dlp-2009', section: 'Part 2, Chapter 8, sickle cell tests' }],
  },
  {
    id: 'sickle-electrophoresis',
    findingId: 'sickle-test-positive-lab',
    conditions: [
      {
        analyteIds: ['hb-electrophoresis'],
        present: {
          kind: 'text',
          pattern: '\\b(hb)?\\s?s\\s?s\\b|\\b(hb)?\\s?s\\s?c\\b|sickle cell (disease|anaemia|anemia)',
        },
        absent: { kind: 'text', pattern: '\\b(hb)?\\s?a\\s?a\\b|normal' },
      },
    ],
    citations: [dacie],
  },
  {
    id: 'raised-uric-acid',
    findingId: 'raised-uric-acid-lab',
    conditions: [{ analyteIds: ['uric-acid'], present: { kind: 'above-range' } }],
    citations: [tietz, { sourceId: 'acr-gout-2020', section: 'Serum urate' }],
  },
  {
    id: 'hyperkalaemia',
    findingId: 'hyperkalaemia-lab',
    conditions: [{ analyteIds: ['potassium'], present: { kind: 'above', value: 5.5 } }],
    citations: [tietz, { sourceId: 'rcpath-critical-2017', section: 'Potassium thresholds' }],
  },
  {
    id: 'hyponatraemia',
    findingId: 'hyponatraemia-lab',
    conditions: [{ analyteIds: ['sodium'], present: { kind: 'below', value: 130 } }],
    citations: [tietz],
  },
  {
    id: 'low-cholinesterase',
    findingId: 'low-cholinesterase-lab',
    conditions: [{ analyteIds: ['cholinesterase'], present: { kind: 'below-range' } }],
    citations: [
      { sourceId: 'who-pesticide-poisoning-2008', section: 'Organophosphates: cholinesterase activity' },
    ],
  },
  {
    id: 'unclotted-20wbct',
    findingId: 'prolonged-clotting-lab',
    conditions: [{ analyteIds: ['whole-blood-clotting-20min'], present: { kind: 'positive' } }],
    citations: [
      {
        sourceId: 'who-snakebite-2016',
        section: 'Laboratory investigations: 20-minute whole blood clotting test (20WBCT)',
      },
    ],
  },
  {
    id: 'raised-inr',
    findingId: 'prolonged-clotting-lab',
    conditions: [
      {
        analyteIds: ['inr'],
        present: { kind: 'above', value: 1.5 },
        absent: { kind: 'below', value: 1.2, inclusive: true },
      },
    ],
    citations: [
      { sourceId: 'dacie-lewis-2017', section: 'Investigation of haemostasis: prothrombin time and INR' },
    ],
  },
  {
    id: 'cholera-rdt-positive',
    findingId: 'cholera-rdt-positive-lab',
    conditions: [{ analyteIds: ['cholera-rdt'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-cholera-gtfcc-2019', section: 'Cholera rapid diagnostic tests' }],
  },
  {
    id: 'strep-rapid-positive',
    findingId: 'strep-test-positive-lab',
    conditions: [{ analyteIds: ['strep-a-rapid'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'idsa-strep-2012', section: 'Rapid antigen detection test' }],
  },
  {
    id: 'covid-positive',
    findingId: 'covid-test-positive-lab',
    conditions: [{ analyteIds: ['sars-cov-2'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-sars-cov-2-antigen-2021', section: 'Interpretation of results' }],
  },
  {
    id: 'influenza-positive',
    findingId: 'influenza-test-positive-lab',
    conditions: [{ analyteIds: ['influenza'], present: { kind: 'positive' } }],
    citations: [{ sourceId: 'who-influenza-lab-2011', section: 'Rapid diagnostic and molecular tests' }],
  },
  ...albuminAndPsaRules,
  ...liverInjuryAndTumourRules,
  ...lifeThreateningLabRules,
  ...pregnancyLabRules,
];
