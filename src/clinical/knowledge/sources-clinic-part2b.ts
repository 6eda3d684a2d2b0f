import type { Source } from './types';

/** Sources of conditions 116-156 (clinical-scope.md part 2) that the other source files do not list. */
export const extraSources = [
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
    id: 'cdc-rickettsial-2016',
    title:
      'Diagnosis and management of tickborne rickettsial diseases: Rocky Mountain spotted fever and other spotted fever group rickettsioses, ehrlichioses, and anaplasmosis',
    publisher: 'US Centers for Disease Control and Prevention (MMWR Recommendations and Reports 65(2))',
    edition: '2016',
  },
  {
    id: 'who-plague-2021',
    title:
      'WHO guidelines for plague management: revised recommendations for the use of rapid diagnostic tests, fluoroquinolones for case management and personal protective equipment for prevention of post-mortem transmission',
    publisher: 'World Health Organization',
    edition: '2021',
  },
  {
    id: 'cdc-plague-2021',
    title:
      'Antimicrobial treatment and prophylaxis of plague: recommendations for naturally acquired infections and bioterrorism response',
    publisher: 'US Centers for Disease Control and Prevention (MMWR Recommendations and Reports 70(3))',
    edition: '2021',
  },
  {
    id: 'who-anthrax-2008',
    title: 'Anthrax in humans and animals',
    publisher: 'World Health Organization',
    edition: '4th edition, 2008',
  },
  {
    id: 'cdc-anthrax-2014',
    title:
      'Clinical framework and medical countermeasure use during an anthrax mass-casualty incident; Pediatric anthrax clinical management',
    publisher:
      'US Centers for Disease Control and Prevention (Emerging Infectious Diseases 20(2); Pediatrics 133(5))',
    edition: '2014',
  },
  {
    id: 'bts-pleural-2023',
    title: 'British Thoracic Society guideline for pleural disease',
    publisher: 'British Thoracic Society (Thorax 78 Suppl 3)',
    edition: '2023',
  },
  {
    id: 'who-hiv-skin-2014',
    title: 'Guidelines on the treatment of skin and oral HIV-associated conditions in children and adults',
    publisher: 'World Health Organization',
    edition: '2014',
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
    id: 'who-scdh-2003',
    title: 'Surgical care at the district hospital',
    publisher: 'World Health Organization',
    edition: '2003',
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
    id: 'esc-pe-2019',
    title: '2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism',
    publisher: 'European Society of Cardiology (European Heart Journal 41:543-603)',
    edition: '2019',
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
    id: 'esc-svt-2019',
    title: '2019 ESC Guidelines for the management of patients with supraventricular tachycardia',
    publisher: 'European Society of Cardiology (European Heart Journal 41:655-720)',
    edition: '2019',
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
    id: 'ke-cancer-protocols-2019',
    title: 'Kenya National Cancer Treatment Protocols',
    publisher: 'Ministry of Health, Kenya',
    edition: '2019',
  },
  {
    id: 'who-vision-2019',
    title: 'World report on vision',
    publisher: 'World Health Organization',
    edition: '2019',
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
    id: 'who-oral-health-2022',
    title: 'Global oral health status report: towards universal health coverage for oral health by 2030',
    publisher: 'World Health Organization',
    edition: '2022',
  },
] satisfies readonly Source[];
