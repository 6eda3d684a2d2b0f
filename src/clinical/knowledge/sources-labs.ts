import type { Source } from './types';

/** Laboratory reference works and guidelines cited by lab-analytes.ts and lab-finding-rules.ts. */
export const extraSources = [
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
    id: 'ada-soc-2024',
    title: 'Standards of Care in Diabetes-2024 (Diabetes Care 47, Supplement 1)',
    publisher: 'American Diabetes Association',
    edition: '2024',
  },
  {
    id: 'who-diabetes-diagnosis-2006',
    title: 'Definition and diagnosis of diabetes mellitus and intermediate hyperglycaemia',
    publisher: 'World Health Organization / International Diabetes Federation',
    edition: '2006',
  },
  {
    id: 'who-hba1c-2011',
    title: 'Use of glycated haemoglobin (HbA1c) in the diagnosis of diabetes mellitus',
    publisher: 'World Health Organization',
    edition: '2011',
  },
  {
    id: 'who-typhoid-2003',
    title: 'Background document: the diagnosis, treatment and prevention of typhoid fever',
    publisher: 'World Health Organization',
    edition: '2003',
  },
  {
    id: 'who-malaria-microscopy-2016',
    title: 'Malaria microscopy quality assurance manual',
    publisher: 'World Health Organization',
    edition: 'Version 2, 2016',
  },
  {
    id: 'who-hiv-testing-2019',
    title: 'Consolidated guidelines on HIV testing services',
    publisher: 'World Health Organization',
    edition: '2019',
  },
  {
    id: 'who-sars-cov-2-antigen-2021',
    title: 'Antigen-detection in the diagnosis of SARS-CoV-2 infection: interim guidance',
    publisher: 'World Health Organization',
    edition: '6 October 2021',
  },
  {
    id: 'who-influenza-lab-2011',
    title: 'Manual for the laboratory diagnosis and virological surveillance of influenza',
    publisher: 'World Health Organization',
    edition: '2011',
  },
  {
    id: 'who-ferritin-2020',
    title:
      'WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations',
    publisher: 'World Health Organization',
    edition: '2020',
  },
  {
    id: 'kdigo-aki-2012',
    title: 'KDIGO Clinical Practice Guideline for Acute Kidney Injury',
    publisher: 'Kidney Disease: Improving Global Outcomes',
    edition: '2012',
  },
  {
    id: 'esc-dyslipidaemia-2019',
    title: 'ESC/EAS Guidelines for the management of dyslipidaemias',
    publisher: 'European Society of Cardiology / European Atherosclerosis Society',
    edition: '2019',
  },
  {
    id: 'idsa-strep-2012',
    title:
      'Clinical practice guideline for the diagnosis and management of group A streptococcal pharyngitis',
    publisher: 'Infectious Diseases Society of America',
    edition: '2012 update',
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
] as const satisfies readonly Source[];
