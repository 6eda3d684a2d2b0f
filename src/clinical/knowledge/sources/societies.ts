import type { Source } from '../types';

/** Guidelines and definitions of professional societies, international consensus groups, regional bodies and national agencies outside Africa (CDC, NICE). */
export const societySources = [
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
    id: 'wses-appendicitis-2020',
    title: 'Diagnosis and treatment of acute appendicitis: 2020 update of the WSES Jerusalem guidelines',
    publisher: 'World Society of Emergency Surgery (World Journal of Emergency Surgery 15:27)',
    edition: '2020',
  },
  {
    id: 'ispad-dka-2022',
    title:
      'ISPAD Clinical Practice Consensus Guidelines 2022: Diabetic ketoacidosis and hyperglycemic hyperosmolar state',
    publisher: 'International Society for Pediatric and Adolescent Diabetes (Pediatric Diabetes 23:835-856)',
    edition: '2022',
  },
  {
    id: 'ssc-sepsis-2021',
    title:
      'Surviving Sepsis Campaign: international guidelines for management of sepsis and septic shock 2021',
    publisher:
      'Society of Critical Care Medicine and European Society of Intensive Care Medicine (Critical Care Medicine 49:e1063-e1143)',
    edition: '2021',
  },
  {
    id: 'sepsis-3-2016',
    title: 'The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3)',
    publisher: 'JAMA 315(8):801-810',
    edition: '2016',
  },
  {
    id: 'ada-soc-2024',
    title: 'Standards of Care in Diabetes-2024 (Diabetes Care 47, Supplement 1)',
    publisher: 'American Diabetes Association',
    edition: '2024',
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
    id: 'aap-pediatric-hypertension-2017',
    title:
      'Clinical Practice Guideline for Screening and Management of High Blood Pressure in Children and Adolescents (Flynn JT et al., Pediatrics 2017, volume 140, issue 3, e20171904)',
    publisher: 'American Academy of Pediatrics',
    edition: '2017',
    url: 'https://doi.org/10.1542/peds.2017-1904',
  },
  {
    id: 'acog-aap-apgar-2015',
    title: 'The Apgar Score (Committee Opinion No. 644, Obstetrics & Gynecology 2015, volume 126, e52-e55)',
    publisher: 'American College of Obstetricians and Gynecologists and American Academy of Pediatrics',
    edition: '2015',
    url: 'https://doi.org/10.1097/AOG.0000000000001108',
  },
  {
    id: 'apls-2016',
    title: 'Advanced Paediatric Life Support: a practical approach to emergencies',
    publisher: 'Advanced Life Support Group / Wiley-Blackwell',
    edition: '6th edition, 2016',
  },
  {
    id: 'sogc-hdp-2022',
    title:
      'Guideline No. 426: Hypertensive Disorders of Pregnancy: Diagnosis, Prediction, Prevention, and Management',
    publisher: 'Society of Obstetricians and Gynaecologists of Canada',
    edition: '2022',
  },
  {
    id: 'icpac-ghacof-2023',
    title:
      'Greater Horn of Africa Climate Outlook Forum statements: March-May (long rains) and October-December (short rains) seasons',
    publisher: 'IGAD Climate Prediction and Applications Centre (ICPAC)',
    edition: '2023',
  },
  {
    id: 'acmad-presass-2023',
    title: 'Seasonal forecast for the Sahel and West Africa (PRESASS): June-September rainy season',
    publisher: 'African Centre of Meteorological Applications for Development (ACMAD) / AGRHYMET',
    edition: '2023',
  },
  {
    id: 'sadc-sarcof-2023',
    title:
      'Southern African Regional Climate Outlook Forum (SARCOF) statement: October-March rainfall season',
    publisher: 'SADC Climate Services Centre',
    edition: '2023',
  },
  {
    id: 'cdc-rickettsial-2016',
    title:
      'Diagnosis and management of tickborne rickettsial diseases: Rocky Mountain spotted fever and other spotted fever group rickettsioses, ehrlichioses, and anaplasmosis',
    publisher: 'US Centers for Disease Control and Prevention (MMWR Recommendations and Reports 65(2))',
    edition: '2016',
  },
  {
    id: 'cdc-plague-2021',
    title:
      'Antimicrobial treatment and prophylaxis of plague: recommendations for naturally acquired infections and bioterrorism response',
    publisher: 'US Centers for Disease Control and Prevention (MMWR Recommendations and Reports 70(3))',
    edition: '2021',
  },
  {
    id: 'cdc-anthrax-adults-2014',
    title:
      'Centers for Disease Control and Prevention expert panel meetings on prevention and treatment of anthrax in adults',
    publisher:
      'US Centers for Disease Control and Prevention (Hendricks et al., Emerging Infectious Diseases 20(2))',
    edition: '2014',
  },
  {
    id: 'cdc-anthrax-children-2014',
    title: 'Pediatric anthrax clinical management',
    publisher:
      'American Academy of Pediatrics with the US Centers for Disease Control and Prevention (Bradley et al., Pediatrics 133(5))',
    edition: '2014',
  },
  {
    id: 'bts-pleural-2023',
    title: 'British Thoracic Society guideline for pleural disease',
    publisher: 'British Thoracic Society (Thorax 78 Suppl 3)',
    edition: '2023',
  },
  {
    id: 'ata-hyperthyroidism-2016',
    title:
      '2016 American Thyroid Association guidelines for diagnosis and management of hyperthyroidism and other causes of thyrotoxicosis',
    publisher: 'American Thyroid Association (Thyroid 26:1343-1421)',
    edition: '2016',
  },
  {
    id: 'ispad-2022',
    title:
      'ISPAD Clinical Practice Consensus Guidelines 2022 (definition, diagnosis and insulin treatment of diabetes in children and adolescents)',
    publisher: 'International Society for Pediatric and Adolescent Diabetes (Pediatric Diabetes 23(8))',
    edition: '2022',
  },
  {
    id: 'easl-pbc-2017',
    title:
      'EASL Clinical Practice Guidelines: the diagnosis and management of patients with primary biliary cholangitis',
    publisher: 'European Association for the Study of the Liver (Journal of Hepatology 67:145-172)',
    edition: '2017',
  },
  {
    id: 'easl-cirrhosis-2018',
    title: 'EASL Clinical Practice Guidelines for the management of patients with decompensated cirrhosis',
    publisher: 'European Association for the Study of the Liver (Journal of Hepatology 69:406-460)',
    edition: '2018',
  },
  {
    id: 'wses-pancreatitis-2019',
    title: '2019 WSES guidelines for the management of severe acute pancreatitis',
    publisher: 'World Society of Emergency Surgery (World Journal of Emergency Surgery 14:27)',
    edition: '2019',
  },
  {
    id: 'iap-apa-pancreatitis-2013',
    title: 'IAP/APA evidence-based guidelines for the management of acute pancreatitis',
    publisher:
      'International Association of Pancreatology and American Pancreatic Association (Pancreatology 13:e1-e15)',
    edition: '2013',
  },
  {
    id: 'tokyo-guidelines-2018',
    title:
      'Tokyo Guidelines 2018: diagnostic criteria, severity grading and management of acute cholangitis and cholecystitis',
    publisher:
      'Japanese Society of Hepato-Biliary-Pancreatic Surgery (Journal of Hepato-Biliary-Pancreatic Sciences 25)',
    edition: '2018',
  },
  {
    id: 'wses-asbo-2017',
    title:
      'Bologna guidelines for diagnosis and management of adhesive small bowel obstruction (ASBO): 2017 update of the evidence-based guidelines from the WSES ASBO working group',
    publisher: 'World Society of Emergency Surgery (World Journal of Emergency Surgery 13:24)',
    edition: '2017 (published 2018)',
  },
  {
    id: 'wses-hernia-2017',
    title: '2017 update of the WSES guidelines for emergency repair of complicated abdominal wall hernias',
    publisher: 'World Society of Emergency Surgery (World Journal of Emergency Surgery 13:2)',
    edition: '2017 (published 2018)',
  },
  {
    id: 'eau-urolithiasis-2024',
    title: 'EAU Guidelines on Urolithiasis',
    publisher: 'European Association of Urology',
    edition: '2024',
  },
  {
    id: 'eau-male-luts-2024',
    title:
      'EAU Guidelines on the management of non-neurogenic male lower urinary tract symptoms (LUTS), incl. benign prostatic obstruction',
    publisher: 'European Association of Urology',
    edition: '2024',
  },
  {
    id: 'eau-paediatric-urology-2024',
    title: 'EAU Guidelines on Paediatric Urology',
    publisher: 'European Association of Urology / European Society for Paediatric Urology',
    edition: '2024',
  },
  {
    id: 'esc-syncope-2018',
    title: '2018 ESC Guidelines for the diagnosis and management of syncope',
    publisher: 'European Society of Cardiology (European Heart Journal 39:1883-1948)',
    edition: '2018',
  },
  {
    id: 'esc-pe-2019',
    title: '2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism',
    publisher: 'European Society of Cardiology (European Heart Journal 41:543-603)',
    edition: '2019',
  },
  {
    id: 'esc-aortic-2014',
    title: '2014 ESC Guidelines on the diagnosis and treatment of aortic diseases',
    publisher: 'European Society of Cardiology (European Heart Journal 35:2873-2926)',
    edition: '2014',
  },
  {
    id: 'esvs-aaa-2024',
    title:
      'European Society for Vascular Surgery 2024 Clinical Practice Guidelines on the Management of Abdominal Aorto-Iliac Artery Aneurysms',
    publisher:
      'European Society for Vascular Surgery (European Journal of Vascular and Endovascular Surgery 67:192-331)',
    edition: '2024',
  },
  {
    id: 'esc-cvd-prevention-2021',
    title: '2021 ESC Guidelines on cardiovascular disease prevention in clinical practice',
    publisher: 'European Society of Cardiology (European Heart Journal 42:3227-3337)',
    edition: '2021',
  },
  {
    id: 'iwgdf-2023',
    title:
      'IWGDF/IDSA Guidelines on the prevention and management of diabetes-related foot disease (2023 update)',
    publisher:
      'International Working Group on the Diabetic Foot (Diabetes/Metabolism Research and Reviews, 2024)',
    edition: '2023',
  },
  {
    id: 'bts-sign-asthma-2019',
    title: 'British guideline on the management of asthma (SIGN 158)',
    publisher: 'British Thoracic Society and Scottish Intercollegiate Guidelines Network',
    edition: '2019',
  },
  {
    id: 'jbds-dka-2023',
    title: 'The management of diabetic ketoacidosis in adults (JBDS-IP guideline 02)',
    publisher: 'Joint British Diabetes Societies for Inpatient Care',
    edition: '2023',
  },
  {
    id: 'ash-vte-2020',
    title:
      'American Society of Hematology 2020 guidelines for management of venous thromboembolism: treatment of deep vein thrombosis and pulmonary embolism',
    publisher: 'American Society of Hematology (Blood Advances 4:4693-4738)',
    edition: '2020',
  },
  {
    id: 'esc-af-2024',
    title: '2024 ESC Guidelines for the management of atrial fibrillation',
    publisher: 'European Society of Cardiology (European Heart Journal 45:3314-3414)',
    edition: '2024',
  },
  {
    id: 'aha-als-2020',
    title:
      'Part 3: Adult Basic and Advanced Life Support. 2020 American Heart Association Guidelines for Cardiopulmonary Resuscitation and Emergency Cardiovascular Care',
    publisher: 'American Heart Association (Circulation 142, suppl 2: S366-S468)',
    edition: '2020',
  },
  {
    id: 'erc-bls-2021',
    title: 'European Resuscitation Council Guidelines 2021: Basic Life Support',
    publisher: 'European Resuscitation Council (Resuscitation 161:98-114)',
    edition: '2021',
  },
  {
    id: 'erc-pls-2021',
    title: 'European Resuscitation Council Guidelines 2021: Paediatric Life Support',
    publisher: 'European Resuscitation Council (Resuscitation 161:327-387)',
    edition: '2021',
  },
  {
    id: 'nice-cg109-2010',
    title: "Transient loss of consciousness ('blackouts') in over 16s (CG109)",
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2010, updated 2023',
    url: 'https://www.nice.org.uk/guidance/cg109',
  },
  {
    id: 'esc-svt-2019',
    title: '2019 ESC Guidelines for the management of patients with supraventricular tachycardia',
    publisher: 'European Society of Cardiology (European Heart Journal 41:655-720)',
    edition: '2019',
  },
  {
    id: 'esc-esh-hypertension-2018',
    title: '2018 ESC/ESH Guidelines for the management of arterial hypertension',
    publisher:
      'European Society of Cardiology and European Society of Hypertension (European Heart Journal 39:3021-3104)',
    edition: '2018',
  },
  {
    id: 'esc-cardiomyopathies-2023',
    title: '2023 ESC Guidelines for the management of cardiomyopathies',
    publisher: 'European Society of Cardiology (European Heart Journal 44:3503-3626)',
    edition: '2023',
  },
  {
    id: 'esc-pericardial-2015',
    title: '2015 ESC Guidelines for the diagnosis and management of pericardial diseases',
    publisher: 'European Society of Cardiology (European Heart Journal 36:2921-2964)',
    edition: '2015',
  },
  {
    id: 'esc-hfa-ppcm-2019',
    title:
      'Pathophysiology, diagnosis and management of peripartum cardiomyopathy: a position statement from the Heart Failure Association of the ESC Study Group on peripartum cardiomyopathy',
    publisher: 'European Society of Cardiology (European Journal of Heart Failure 21:827-843)',
    edition: '2019',
  },
  {
    id: 'eau-prostate-cancer-2024',
    title: 'EAU-EANM-ESTRO-ESUR-ISUP-SIOG Guidelines on Prostate Cancer',
    publisher: 'European Association of Urology',
    edition: '2024',
  },
  {
    id: 'easl-hcc-2018',
    title: 'EASL Clinical Practice Guidelines: management of hepatocellular carcinoma',
    publisher: 'European Association for the Study of the Liver (Journal of Hepatology 69:182-236)',
    edition: '2018',
  },
  {
    id: 'aao-glaucoma-ppp-2020',
    title: 'Primary Open-Angle Glaucoma and Primary Angle-Closure Disease Preferred Practice Patterns',
    publisher: 'American Academy of Ophthalmology',
    edition: '2020',
  },
  {
    id: 'aao-hns-bells-2013',
    title: "Clinical practice guideline: Bell's palsy",
    publisher:
      'American Academy of Otolaryngology-Head and Neck Surgery Foundation (Otolaryngology-Head and Neck Surgery 149(3 Suppl))',
    edition: '2013',
  },
  {
    id: 'nice-ng128-2019',
    title: 'Stroke and transient ischaemic attack in over 16s: diagnosis and initial management (NG128)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2019, updated 2022',
    url: 'https://www.nice.org.uk/guidance/ng128',
  },
  {
    id: 'nice-ng234-2023',
    title: 'Spinal metastases and metastatic spinal cord compression (NG234)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2023',
    url: 'https://www.nice.org.uk/guidance/ng234',
  },
  {
    id: 'espghan-button-battery-2021',
    title:
      'Recommendations for the management of button battery ingestion in children (ESPGHAN position paper, Mubarak et al., J Pediatr Gastroenterol Nutr 2021, 73:129-136)',
    publisher: 'European Society for Paediatric Gastroenterology, Hepatology and Nutrition',
    edition: '2021',
  },
  {
    id: 'nice-ng51-2016',
    title: 'Suspected sepsis: recognition, diagnosis and early management (NG51)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2016, updated 2024',
    url: 'https://www.nice.org.uk/guidance/ng51',
  },
  {
    id: 'nice-cg161-2013',
    title: 'Falls in older people: assessing risk and prevention (CG161)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2013',
    url: 'https://www.nice.org.uk/guidance/cg161',
  },
  {
    id: 'world-falls-guidelines-2022',
    title:
      'World guidelines for falls prevention and management for older adults: a global initiative (Montero-Odasso M et al., Age and Ageing 2022, volume 51, afac205)',
    publisher: 'World Falls Guidelines Task Force',
    edition: '2022',
    url: 'https://doi.org/10.1093/ageing/afac205',
  },
  {
    id: 'nice-cg103-2010',
    title: 'Delirium: prevention, diagnosis and management in hospital and long-term care (CG103)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2010, updated 2023',
    url: 'https://www.nice.org.uk/guidance/cg103',
  },
  {
    id: 'nice-neuropathic-pain-2013',
    title: 'Neuropathic pain in adults: pharmacological management in non-specialist settings (CG173)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2013, updated 2020',
  },
  {
    id: 'eaaci-urticaria-2022',
    title:
      'The international EAACI/GA2LEN/EuroGuiDerm/APAACI guideline for the definition, classification, diagnosis, and management of urticaria',
    publisher: 'EAACI (Allergy 77:734-766)',
    edition: '2022',
  },
  {
    id: 'nice-eczema-2023',
    title: 'Atopic eczema in under 12s: diagnosis and management (CG57)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2007, updated 2023',
  },
  {
    id: 'nice-cks-shingles-2023',
    title: 'Clinical Knowledge Summaries: Shingles',
    publisher: 'National Institute for Health and Care Excellence',
    edition: 'revised 2023',
  },
  {
    id: 'cdc-sti-2021',
    title:
      'Sexually Transmitted Infections Treatment Guidelines, 2021 (MMWR Recommendations and Reports 70(4))',
    publisher: 'Centers for Disease Control and Prevention',
    edition: '2021',
  },
  {
    id: 'beers-2023',
    title:
      'American Geriatrics Society 2023 updated AGS Beers Criteria for potentially inappropriate medication use in older adults',
    publisher: 'American Geriatrics Society (J Am Geriatr Soc 2023;71:2052-81)',
    edition: '2023',
  },
  {
    id: 'eau-sexual-reproductive-health-2024',
    title: 'EAU Guidelines on Sexual and Reproductive Health (priapism)',
    publisher: 'European Association of Urology',
    edition: '2024',
  },
  {
    id: 'wses-skin-soft-tissue-2018',
    title:
      '2018 WSES/SIS-E consensus conference: recommendations for the management of skin and soft-tissue infections',
    publisher:
      'World Society of Emergency Surgery / Surgical Infection Society Europe (World Journal of Emergency Surgery 13:58)',
    edition: '2018',
  },
  {
    id: 'boast-compartment-2016',
    title: 'BOAST 10: Diagnosis and management of compartment syndrome of the limbs',
    publisher:
      'British Orthopaedic Association / British Association of Plastic, Reconstructive and Aesthetic Surgeons',
    edition: '2016',
  },
] as const satisfies readonly Source[];
