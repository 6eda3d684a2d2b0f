import type { Source } from './types';

/**
 * The guidelines and reference works the knowledge base cites. Entries elsewhere cite these by id with
 * a section. Add a source here (or in a sources-*.ts file of your own area) before citing it.
 */
export const sources = [
  {
    id: 'who-malaria-2023',
    title: 'WHO Guidelines for malaria',
    publisher: 'World Health Organization',
    edition: '2023 (14 March 2023)',
  },
  {
    id: 'who-severe-malaria-2014',
    title: 'Severe Malaria (Tropical Medicine and International Health supplement)',
    publisher: 'World Health Organization',
    edition: '2014, 3rd edition',
  },
  {
    id: 'who-imci-2014',
    title: 'Integrated Management of Childhood Illness: chart booklet',
    publisher: 'World Health Organization',
    edition: '2014',
  },
  {
    id: 'who-pocket-book-2013',
    title: 'Pocket Book of Hospital Care for Children',
    publisher: 'World Health Organization',
    edition: '2nd edition, 2013',
  },
  {
    id: 'who-etat-2016',
    title: 'Emergency Triage Assessment and Treatment (ETAT) manual for participants',
    publisher: 'World Health Organization',
    edition: '2016',
  },
  {
    id: 'who-iatt-2011',
    title: 'IMAI District Clinician Manual: Hospital Care for Adolescents and Adults',
    publisher: 'World Health Organization',
    edition: '2011, Volumes 1 and 2',
  },
  {
    id: 'who-eml-2023',
    title: 'WHO Model List of Essential Medicines',
    publisher: 'World Health Organization',
    edition: '23rd list, 2023',
  },
  {
    id: 'who-emlc-2023',
    title: 'WHO Model List of Essential Medicines for Children',
    publisher: 'World Health Organization',
    edition: '9th list, 2023',
  },
  {
    id: 'who-aware-2022',
    title: 'The WHO AWaRe (Access, Watch, Reserve) antibiotic book',
    publisher: 'World Health Organization',
    edition: '2022',
  },
  {
    id: 'who-model-formulary-2008',
    title: 'WHO Model Formulary',
    publisher: 'World Health Organization',
    edition: '2008',
  },
  {
    id: 'who-tb-2022',
    title: 'WHO consolidated guidelines on tuberculosis, Module 4: treatment; Module 3: diagnosis',
    publisher: 'World Health Organization',
    edition: '2022',
  },
  {
    id: 'who-hiv-2021',
    title: 'Consolidated guidelines on HIV prevention, testing, treatment, service delivery and monitoring',
    publisher: 'World Health Organization',
    edition: '2021',
  },
  {
    id: 'who-advanced-hiv-2017',
    title: 'Guidelines for managing advanced HIV disease and rapid initiation of antiretroviral therapy',
    publisher: 'World Health Organization',
    edition: '2017',
  },
  {
    id: 'who-crypto-2022',
    title:
      'Guidelines for diagnosing, preventing and managing cryptococcal disease among adults, adolescents and children living with HIV',
    publisher: 'World Health Organization',
    edition: '2022',
  },
  {
    id: 'who-meningitis-2025',
    title: 'WHO guidelines on meningitis diagnosis, treatment and care',
    publisher: 'World Health Organization',
    edition: '2025',
  },
  {
    id: 'who-cholera-gtfcc-2019',
    title: 'GTFCC Cholera outbreak response field manual',
    publisher: 'Global Task Force on Cholera Control / WHO',
    edition: '2019',
  },
  {
    id: 'who-diarrhoea-2005',
    title: 'The treatment of diarrhoea: a manual for physicians and other senior health workers',
    publisher: 'World Health Organization',
    edition: '4th revision, 2005',
  },
  {
    id: 'who-shigella-2005',
    title:
      'Guidelines for the control of shigellosis, including epidemics due to Shigella dysenteriae type 1',
    publisher: 'World Health Organization',
    edition: '2005',
  },
  {
    id: 'who-typhoid-2018',
    title: 'Typhoid and other invasive salmonellosis: vaccine-preventable diseases surveillance standards',
    publisher: 'World Health Organization',
    edition: '2018',
  },
  {
    id: 'who-stis-2021',
    title: 'Guidelines for the management of symptomatic sexually transmitted infections',
    publisher: 'World Health Organization',
    edition: '2021',
  },
  {
    id: 'who-syphilis-2016',
    title: 'WHO guidelines for the treatment of Treponema pallidum (syphilis)',
    publisher: 'World Health Organization',
    edition: '2016',
  },
  {
    id: 'who-dengue-2009',
    title: 'Dengue: guidelines for diagnosis, treatment, prevention and control',
    publisher: 'World Health Organization',
    edition: '2009',
  },
  {
    id: 'who-vhf-2016',
    title:
      'Clinical management of patients with viral haemorrhagic fever: a pocket guide for front-line health workers',
    publisher: 'World Health Organization',
    edition: '2016',
  },
  {
    id: 'who-mpox-2022',
    title: 'Clinical management and infection prevention and control for monkeypox',
    publisher: 'World Health Organization',
    edition: 'Interim rapid response guidance, 2022',
  },
  {
    id: 'who-rabies-2018',
    title: 'WHO Expert Consultation on Rabies: third report (TRS 1012)',
    publisher: 'World Health Organization',
    edition: '2018',
  },
  {
    id: 'who-snakebite-2016',
    title: 'Guidelines for the prevention and clinical management of snakebite in Africa',
    publisher: 'WHO Regional Office for Africa',
    edition: '2010 (reprinted 2016)',
  },
  {
    id: 'who-leishmaniasis-2010',
    title: 'Control of the leishmaniases (TRS 949)',
    publisher: 'World Health Organization',
    edition: '2010',
  },
  {
    id: 'who-brucellosis-2006',
    title: 'Brucellosis in humans and animals',
    publisher: 'World Health Organization',
    edition: '2006',
  },
  {
    id: 'who-measles-2017',
    title: 'Measles vaccine-preventable diseases surveillance standards; and Treating measles in children',
    publisher: 'World Health Organization',
    edition: '2018',
  },
  {
    id: 'who-covid-2023',
    title: 'Clinical management of COVID-19: living guideline',
    publisher: 'World Health Organization',
    edition: '2023',
  },
  {
    id: 'who-influenza-2022',
    title: 'Clinical practice guidelines for influenza',
    publisher: 'World Health Organization',
    edition: '2024',
  },
  {
    id: 'who-sth-2017',
    title:
      'Guideline: preventive chemotherapy to control soil-transmitted helminth infections in at-risk population groups',
    publisher: 'World Health Organization',
    edition: '2017',
  },
  {
    id: 'who-schisto-2022',
    title: 'WHO guideline on control and elimination of human schistosomiasis',
    publisher: 'World Health Organization',
    edition: '2022',
  },
  {
    id: 'who-hepatitis-b-2024',
    title:
      'Guidelines for the prevention, diagnosis, care and treatment for people with chronic hepatitis B infection',
    publisher: 'World Health Organization',
    edition: '2024',
  },
  {
    id: 'who-sepsis-2021',
    title: 'Surviving Sepsis Campaign: international guidelines for management of sepsis and septic shock',
    publisher: 'Society of Critical Care Medicine / European Society of Intensive Care Medicine',
    edition: '2021',
  },
  {
    id: 'who-hearts-2020',
    title: 'HEARTS technical package for cardiovascular disease management in primary health care',
    publisher: 'World Health Organization',
    edition: '2020',
  },
  {
    id: 'who-hypertension-2021',
    title: 'Guideline for the pharmacological treatment of hypertension in adults',
    publisher: 'World Health Organization',
    edition: '2021',
  },
  {
    id: 'who-pen-2020',
    title: 'WHO package of essential noncommunicable (PEN) disease interventions for primary health care',
    publisher: 'World Health Organization',
    edition: '2020',
  },
  {
    id: 'who-diabetes-2018',
    title:
      'Guidelines on second- and third-line medicines and type of insulin for the control of blood glucose levels in non-pregnant adults with diabetes mellitus',
    publisher: 'World Health Organization',
    edition: '2018',
  },
  {
    id: 'who-rhd-2024',
    title: 'WHO guideline on the prevention and diagnosis of rheumatic fever and rheumatic heart disease',
    publisher: 'World Health Organization',
    edition: '2024',
  },
  {
    id: 'who-anaemia-2011',
    title: 'Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity (VMNIS)',
    publisher: 'World Health Organization',
    edition: '2011',
  },
  {
    id: 'who-sam-2013',
    title: 'Guideline: updates on the management of severe acute malnutrition in infants and children',
    publisher: 'World Health Organization',
    edition: '2013',
  },
  {
    id: 'who-mhgap-2016',
    title:
      'mhGAP Intervention Guide for mental, neurological and substance use disorders in non-specialized health settings',
    publisher: 'World Health Organization',
    edition: 'Version 2.0, 2016',
  },
  {
    id: 'who-pre-eclampsia-2011',
    title: 'WHO recommendations for prevention and treatment of pre-eclampsia and eclampsia',
    publisher: 'World Health Organization',
    edition: '2011',
  },
  {
    id: 'who-mcpc-2017',
    title: 'Managing complications in pregnancy and childbirth: a guide for midwives and doctors',
    publisher: 'World Health Organization',
    edition: '2nd edition, 2017',
  },
  {
    id: 'who-poisoning-1999',
    title: 'Clinical management of acute pesticide intoxication: prevention of suicidal behaviours',
    publisher: 'World Health Organization',
    edition: '2008',
  },
  {
    id: 'who-aco-2016',
    title:
      'WHO Guidelines on Hand Hygiene and IPC; Conjunctivitis in Primary Eye Care (Primary Eye Care Training Manual)',
    publisher: 'World Health Organization Regional Office',
    edition: '2018',
  },
  {
    id: 'who-idsr-2019',
    title: 'Technical Guidelines for Integrated Disease Surveillance and Response in the African Region',
    publisher: 'WHO Regional Office for Africa',
    edition: '3rd edition, 2019',
  },
  {
    id: 'ke-clinical-guidelines-2009',
    title:
      'Clinical Management and Referral Guidelines, Volume III: Clinical guidelines for management and referral of common conditions at levels 4-6: hospitals',
    publisher: 'Ministry of Medical Services and Ministry of Public Health and Sanitation, Kenya',
    edition: '2009',
  },
  {
    id: 'ke-basic-paediatric-2022',
    title: 'Basic Paediatric Protocols for ages up to 5 years',
    publisher: 'Ministry of Health, Kenya',
    edition: '5th edition, 2022',
  },
  {
    id: 'ke-malaria-2020',
    title: 'Guidelines for the Diagnosis, Treatment and Prevention of Malaria in Kenya',
    publisher: 'National Malaria Control Programme, Ministry of Health, Kenya',
    edition: '6th edition, 2020',
  },
  {
    id: 'ke-arv-2022',
    title: 'Kenya HIV Prevention and Treatment Guidelines',
    publisher: 'National AIDS and STI Control Programme (NASCOP), Ministry of Health, Kenya',
    edition: '2022',
  },
  {
    id: 'ke-tb-2021',
    title: 'Integrated Guideline for Tuberculosis, Leprosy and Lung Disease',
    publisher: 'National TB, Leprosy and Lung Disease Program, Ministry of Health, Kenya',
    edition: '2021',
  },
  {
    id: 'ke-keml-2023',
    title: 'Kenya Essential Medicines List',
    publisher: 'Ministry of Health, Kenya',
    edition: '2023',
  },
  {
    id: 'ke-cvd-2018',
    title: 'Kenya National Guidelines for Cardiovascular Diseases Management',
    publisher: 'Ministry of Health, Kenya',
    edition: '2018',
  },
  {
    id: 'ke-diabetes-2018',
    title: 'Kenya National Clinical Guidelines for the Management of Diabetes',
    publisher: 'Ministry of Health, Kenya',
    edition: '2nd edition, 2018',
  },
  {
    id: 'ug-clinical-guidelines-2023',
    title: 'Uganda Clinical Guidelines: national guidelines for management of common health conditions',
    publisher: 'Ministry of Health, Uganda',
    edition: '2023',
  },
  {
    id: 'tz-stg-2021',
    title: 'Standard Treatment Guidelines and National Essential Medicines List, Tanzania Mainland',
    publisher: 'Ministry of Health, Tanzania',
    edition: '6th edition, 2021',
  },
  {
    id: 'za-phc-stg-2020',
    title:
      'Standard Treatment Guidelines and Essential Medicines List for South Africa: Primary Healthcare Level',
    publisher: 'National Department of Health, South Africa',
    edition: '7th edition, 2020',
  },
  {
    id: 'za-hospital-adult-stg-2019',
    title:
      'Standard Treatment Guidelines and Essential Medicines List for South Africa: Hospital Level, Adults',
    publisher: 'National Department of Health, South Africa',
    edition: '2019',
  },
  {
    id: 'ng-stg-2022',
    title: 'Nigeria Standard Treatment Guidelines',
    publisher: 'Federal Ministry of Health, Nigeria',
    edition: '2022',
  },
  {
    id: 'gh-stg-2017',
    title: 'Standard Treatment Guidelines',
    publisher: 'Ministry of Health, Ghana National Drugs Programme',
    edition: '7th edition, 2017',
  },
  {
    id: 'et-stg-2021',
    title: 'Standard Treatment Guidelines for General Hospital',
    publisher: 'Ethiopian Food and Drug Authority',
    edition: '4th edition, 2021',
  },
  {
    id: 'mw-stg-2015',
    title: 'Malawi Standard Treatment Guidelines (MSTG)',
    publisher: 'Ministry of Health, Malawi',
    edition: '5th edition, 2015',
  },
  {
    id: 'gina-2024',
    title: 'Global Strategy for Asthma Management and Prevention',
    publisher: 'Global Initiative for Asthma',
    edition: '2024',
  },
  {
    id: 'gold-2024',
    title: 'Global Strategy for the Prevention, Diagnosis and Management of COPD',
    publisher: 'Global Initiative for Chronic Obstructive Lung Disease',
    edition: '2024',
  },
  {
    id: 'ilae-2017',
    title: 'ILAE classification of the epilepsies / operational classification of seizure types',
    publisher: 'International League Against Epilepsy',
    edition: '2017',
  },
  {
    id: 'ihs-ichd3-2018',
    title: 'International Classification of Headache Disorders (ICHD-3)',
    publisher: 'International Headache Society',
    edition: '3rd edition, 2018',
  },
  {
    id: 'kdigo-ckd-2024',
    title: 'KDIGO Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease',
    publisher: 'Kidney Disease: Improving Global Outcomes',
    edition: '2024',
  },
  {
    id: 'acr-gout-2020',
    title: 'American College of Rheumatology Guideline for the Management of Gout',
    publisher: 'American College of Rheumatology',
    edition: '2020',
  },
  {
    id: 'oarsi-2019',
    title: 'OARSI guidelines for the non-surgical management of knee, hip and polyarticular osteoarthritis',
    publisher: 'Osteoarthritis Research Society International',
    edition: '2019',
  },
  {
    id: 'aria-2016',
    title: 'Allergic Rhinitis and its Impact on Asthma (ARIA) guideline',
    publisher: 'ARIA / GA2LEN',
    edition: '2016 revision',
  },
  {
    id: 'wao-anaphylaxis-2020',
    title: 'World Allergy Organization Anaphylaxis Guidance',
    publisher: 'World Allergy Organization',
    edition: '2020',
  },
  {
    id: 'esc-acs-2023',
    title: 'ESC Guidelines for the management of acute coronary syndromes',
    publisher: 'European Society of Cardiology',
    edition: '2023',
  },
  {
    id: 'esc-hf-2021',
    title: 'ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure',
    publisher: 'European Society of Cardiology',
    edition: '2021',
  },
  {
    id: 'who-stroke-pen-2020',
    title: 'WHO PEN: protocol for stroke and transient ischaemic attack in primary care (HEARTS/PEN module)',
    publisher: 'World Health Organization',
    edition: '2020',
  },
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
    id: 'who-icd10-2019',
    title: 'International Statistical Classification of Diseases and Related Health Problems, 10th Revision',
    publisher: 'World Health Organization',
    edition: '2019',
  },
  {
    id: 'who-icd11-2024',
    title: 'International Classification of Diseases, 11th Revision (MMS)',
    publisher: 'World Health Organization',
    edition: '2024-01',
  },
  {
    id: 'bnf-children',
    title: 'BNF for Children',
    publisher: 'BMJ Group, Pharmaceutical Press and RCPCH',
    edition: '2023-2024',
  },
] as const satisfies readonly Source[];
