import type { Source } from '../types';

/** Reference works: formularies, textbooks, laboratory manuals, studies, coding systems and manufacturer documents. */
export const referenceSources = [
  {
    id: 'jama-rce-1990s',
    title:
      'The Rational Clinical Examination: evidence-based clinical diagnosis (JAMA series, Simel and Rennie eds.)',
    publisher: 'McGraw-Hill / JAMA',
    edition: '2009',
  },
  {
    id: 'mcgee-ebpd-2021',
    title: 'Evidence-Based Physical Diagnosis (McGee)',
    publisher: 'Elsevier',
    edition: '5th edition, 2021',
  },
  {
    id: 'loinc-2.77',
    title: 'Logical Observation Identifiers Names and Codes (LOINC)',
    publisher: 'Regenstrief Institute',
    edition: 'Version 2.77, 2024',
  },
  {
    id: 'bnf-children',
    title: 'BNF for Children',
    publisher: 'BMJ Group, Pharmaceutical Press and RCPCH',
    edition: '2023-2024',
  },
  {
    id: 'harrison-2022',
    title: "Harrison's Principles of Internal Medicine",
    publisher: 'McGraw Hill',
    edition: '21st edition, 2022',
  },
  {
    id: 'ohcm-2024',
    title: 'Oxford Handbook of Clinical Medicine',
    publisher: 'Oxford University Press',
    edition: '11th edition, 2024',
  },
  {
    id: 'tietz-2018',
    title: 'Tietz Textbook of Clinical Chemistry and Molecular Diagnostics',
    publisher: 'Elsevier',
    edition: '6th edition, 2018',
  },
  {
    id: 'dacie-lewis-2017',
    title: 'Dacie and Lewis Practical Haematology',
    publisher: 'Elsevier',
    edition: '12th edition, 2017',
  },
  {
    id: 'cheesbrough-dlp-2009',
    title: 'District Laboratory Practice in Tropical Countries, Parts 1 and 2',
    publisher: 'Cambridge University Press',
    edition: '2nd edition, updated 2009',
  },
  {
    id: 'harriet-lane-2023',
    title: 'The Harriet Lane Handbook: a manual for pediatric house officers',
    publisher: 'Johns Hopkins Hospital / Elsevier',
    edition: '23rd edition, 2023',
  },
  {
    id: 'uchicago-csf-analysis',
    title:
      'Spinal Fluid Analysis (test code CCSF): reference ranges for the CSF cell count and differential, by age',
    publisher: 'University of Chicago Medicine Laboratories, test catalog',
    edition: 'online test catalog, consulted 2026',
    url: 'https://uchicagomedlabs.testcatalog.org/show/CCSF',
  },
  {
    id: 'onepharma-urine-microscopy',
    title: 'Microscopic, Urine: reference ranges of the urine sediment per high-power field',
    publisher: 'One Pharma Lab, directory of services (urinalysis)',
    edition: 'online directory, consulted 2026',
    url: 'https://onepharmalab.com/directory-of-services/urinalysis/microscopic-review',
  },
  {
    id: 'karita-2009',
    title:
      'CLSI-derived hematology and biochemistry reference intervals for healthy adults in eastern and southern Africa (PLoS ONE 4(2): e4401)',
    publisher: 'Public Library of Science',
    edition: '2009',
  },
  {
    id: 'kibaya-kericho-2008',
    title:
      'Reference ranges for the clinical laboratory derived from a rural population in Kericho, Kenya (PLoS ONE 3(10): e3327)',
    publisher: 'Public Library of Science',
    edition: '2008',
  },
  {
    id: 'rcpath-critical-2017',
    title: 'The communication of critical and unexpected pathology results (G150)',
    publisher: 'The Royal College of Pathologists',
    edition: 'October 2017',
  },
  {
    id: 'inker-ckd-epi-2021',
    title:
      'New creatinine- and cystatin C-based equations to estimate GFR without race (N Engl J Med 385: 1737-1749)',
    publisher: 'Massachusetts Medical Society',
    edition: '2021',
  },
  {
    id: 'siemens-multistix-2019',
    title: 'Multistix 10 SG reagent strips for urinalysis: package insert',
    publisher: 'Siemens Healthineers',
    edition: '2019',
  },
  {
    id: 'bnf-2023',
    title: 'British National Formulary',
    publisher: 'BMJ Group and Pharmaceutical Press',
    edition: 'BNF 86, 2023-2024',
  },
  {
    id: 'iso-3166-2',
    title:
      'ISO 3166-2: Codes for the representation of names of countries and their subdivisions, Part 2: Country subdivision code',
    publisher: 'International Organization for Standardization',
    edition: 'ISO 3166-2:2020',
  },
  {
    id: 'hutwagner-ears-2003',
    title:
      'The bioterrorism preparedness and response Early Aberration Reporting System (EARS). J Urban Health 80(2 Suppl 1): i89-i96',
    publisher: 'Hutwagner L, Thompson W, Seeman GM, Treadwell T; Springer',
    edition: '2003',
  },
  {
    id: 'salmon-surveillance-2016',
    title:
      "Monitoring count time series in R: aberration detection in public health surveillance (R package 'surveillance', function earsC). J Stat Softw 70(10)",
    publisher: 'Salmon M, Schumacher D, Hoehle M; Journal of Statistical Software',
    edition: '2016',
  },
  {
    id: 'rcp-news2-2017',
    title:
      'National Early Warning Score (NEWS) 2: standardising the assessment of acute-illness severity in the NHS',
    publisher: 'Royal College of Physicians, London',
    edition: 'Updated report of a working party, December 2017',
    url: 'https://www.rcp.ac.uk/improving-care/resources/national-early-warning-score-news-2/',
  },
  {
    id: 'singh-meows-2012',
    title:
      'A validation study of the CEMACH recommended modified early obstetric warning system (MEOWS). Anaesthesia 67(1): 12-18',
    publisher: 'Singh S, McGlennan A, England A, Simons R; Association of Anaesthetists, Wiley',
    edition: '2012',
  },
] as const satisfies readonly Source[];
