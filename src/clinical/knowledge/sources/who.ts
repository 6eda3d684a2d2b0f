import type { Source } from '../types';

/** World Health Organization guidelines, manuals and classifications (global and regional offices). */
export const whoSources = [
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
    id: 'who-adolescents-2014',
    title: "Health for the world's adolescents: a second chance in the second decade",
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
    id: 'who-dosage-forms-children-2008',
    title: 'Report of the informal expert meeting on dosage forms of medicines for children',
    publisher: 'World Health Organization',
    edition: 'Geneva, December 2008',
  },
  {
    id: 'who-model-formulary-2008',
    title: 'WHO Model Formulary',
    publisher: 'World Health Organization',
    edition: '2008',
  },
  {
    id: 'who-tb-treatment-2010',
    title: 'Treatment of tuberculosis: guidelines',
    publisher: 'World Health Organization',
    edition: '4th edition, 2010',
  },
  {
    id: 'who-tb-2022',
    title:
      'WHO consolidated guidelines on tuberculosis (the series of modules: 1 prevention, 2 screening, 3 diagnosis, 4 treatment, 5 children and adolescents)',
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
    id: 'who-measles-surveillance-2018',
    title: 'Vaccine-preventable diseases surveillance standards: Measles',
    publisher: 'World Health Organization',
    edition: '2018',
  },
  {
    id: 'who-measles-treatment-2004',
    title: 'Treating measles in children (WHO/EPI/TRAM/97.02)',
    publisher: 'World Health Organization',
    edition: '1997, updated 2004',
  },
  {
    id: 'who-covid-2023',
    title: 'Clinical management of COVID-19: living guideline',
    publisher: 'World Health Organization',
    edition: '2023',
  },
  {
    id: 'who-influenza-2024',
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
    id: 'who-pesticide-poisoning-2008',
    title: 'Clinical management of acute pesticide intoxication: prevention of suicidal behaviours',
    publisher: 'World Health Organization',
    edition: '2008',
  },
  {
    id: 'who-afro-primary-eye-care-2018',
    title: 'Primary eye care training manual',
    publisher: 'WHO Regional Office for Africa',
    edition: '2018',
  },
  {
    id: 'who-idsr-2019',
    title: 'Technical Guidelines for Integrated Disease Surveillance and Response in the African Region',
    publisher: 'WHO Regional Office for Africa',
    edition: '3rd edition, 2019',
  },
  {
    id: 'who-stroke-pen-2020',
    title: 'WHO PEN: protocol for stroke and transient ischaemic attack in primary care (HEARTS/PEN module)',
    publisher: 'World Health Organization',
    edition: '2020',
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
    id: 'who-lbp-2023',
    title:
      'WHO guideline for non-surgical management of chronic primary low back pain in adults in primary and community care settings',
    publisher: 'World Health Organization',
    edition: '2023',
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
    id: 'who-meningitis-outbreak-2014',
    title: 'Meningitis outbreak response in sub-Saharan Africa: WHO guideline (WHO/HSE/PED/CSR/2014.4)',
    publisher: 'World Health Organization',
    edition: '2014',
  },
  {
    id: 'who-smc-2012',
    title:
      'WHO policy recommendation: Seasonal malaria chemoprevention (SMC) for Plasmodium falciparum malaria control in highly seasonal transmission areas of the Sahel sub-region in Africa',
    publisher: 'World Health Organization',
    edition: 'March 2012',
  },
  {
    id: 'who-wmr-2023',
    title: 'World malaria report 2023',
    publisher: 'World Health Organization',
    edition: '2023',
  },
  {
    id: 'who-rvf-2018',
    title: 'Rift Valley fever: fact sheet',
    publisher: 'World Health Organization',
    edition: '19 February 2018',
  },
  {
    id: 'who-oncho-2016',
    title:
      'Guidelines for stopping mass drug administration and verifying elimination of human onchocerciasis: criteria and procedures',
    publisher: 'World Health Organization',
    edition: '2016',
  },
  {
    id: 'who-lf-mmdp-2013',
    title:
      'Lymphatic filariasis: managing morbidity and preventing disability. An aide-mémoire for national programme managers',
    publisher: 'World Health Organization',
    edition: '2013',
  },
  {
    id: 'who-lf-ida-2017',
    title: 'Guideline: alternative mass drug administration regimens to eliminate lymphatic filariasis',
    publisher: 'World Health Organization',
    edition: '2017',
  },
  {
    id: 'who-hat-2024',
    title: 'WHO guidelines for the treatment of human African trypanosomiasis',
    publisher: 'World Health Organization',
    edition: '2024',
  },
  {
    id: 'who-leptospirosis-2003',
    title: 'Human leptospirosis: guidance for diagnosis, surveillance and control',
    publisher: 'World Health Organization and International Leptospirosis Society',
    edition: '2003',
  },
  {
    id: 'who-plague-2021',
    title:
      'WHO guidelines for plague management: revised recommendations for the use of rapid diagnostic tests, fluoroquinolones for case management and personal protective equipment for prevention of post-mortem transmission',
    publisher: 'World Health Organization',
    edition: '2021',
  },
  {
    id: 'who-anthrax-2008',
    title: 'Anthrax in humans and animals',
    publisher: 'World Health Organization',
    edition: '4th edition, 2008',
  },
  {
    id: 'who-hiv-skin-2014',
    title: 'Guidelines on the treatment of skin and oral HIV-associated conditions in children and adults',
    publisher: 'World Health Organization',
    edition: '2014',
  },
  {
    id: 'who-scdh-2003',
    title: 'Surgical care at the district hospital',
    publisher: 'World Health Organization',
    edition: '2003',
  },
  {
    id: 'who-mhgap-guideline-2023',
    title: 'mhGAP guideline for mental, neurological and substance use disorders',
    publisher: 'World Health Organization',
    edition: '2023',
  },
  {
    id: 'who-cervical-2021',
    title:
      'WHO guideline for screening and treatment of cervical pre-cancer lesions for cervical cancer prevention',
    publisher: 'World Health Organization',
    edition: '2nd edition, 2021',
  },
  {
    id: 'who-cancer-early-dx-2017',
    title: 'Guide to cancer early diagnosis',
    publisher: 'World Health Organization',
    edition: '2017',
  },
  {
    id: 'who-gbci-2023',
    title:
      'Global Breast Cancer Initiative implementation framework: assessing, strengthening and scaling up of services for the early detection and management of breast cancer',
    publisher: 'World Health Organization',
    edition: '2023',
  },
  {
    id: 'who-cancer-pain-2018',
    title:
      'WHO guidelines for the pharmacological and radiotherapeutic management of cancer pain in adults and adolescents',
    publisher: 'World Health Organization',
    edition: '2018',
  },
  {
    id: 'who-vision-2019',
    title: 'World report on vision',
    publisher: 'World Health Organization',
    edition: '2019',
  },
  {
    id: 'who-oral-health-2022',
    title: 'Global oral health status report: towards universal health coverage for oral health by 2030',
    publisher: 'World Health Organization',
    edition: '2022',
  },
  {
    id: 'who-rectal-artesunate-2018',
    title:
      'Rectal artesunate for pre-referral treatment of severe malaria: information note (WHO/HTM/GMP/2017.19)',
    publisher: 'World Health Organization',
    edition: 'October 2017, updated October 2018',
  },
  {
    id: 'who-gonorrhoea-2016',
    title: 'WHO guidelines for the treatment of Neisseria gonorrhoeae',
    publisher: 'World Health Organization',
    edition: '2016',
  },
  {
    id: 'who-child-sexual-abuse-2017',
    title: 'Responding to children and adolescents who have been sexually abused: WHO clinical guidelines',
    publisher: 'World Health Organization',
    edition: '2017',
  },
] as const satisfies readonly Source[];
