import type { Source } from '../types';

/** National guidelines, programmes and surveys of African ministries of health and public-health agencies. */
export const nationalGuidelineSources = [
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
    id: 'ke-dhs-2022',
    title: 'Kenya Demographic and Health Survey 2022',
    publisher: 'Kenya National Bureau of Statistics and ICF',
    edition: '2023 (final report)',
  },
  {
    id: 'ncdc-lassa-2018',
    title: 'National Guidelines for Lassa Fever Case Management',
    publisher: 'Nigeria Centre for Disease Control',
    edition: '2018',
  },
  {
    id: 'nicd-influenza-2023',
    title:
      'Influenza: frequently asked questions and the South African influenza season (Viral Watch and ILI surveillance reports)',
    publisher: 'National Institute for Communicable Diseases, South Africa',
    edition: '2023',
  },
  {
    id: 'ke-sexual-violence-2014',
    title: 'National Guidelines on Management of Sexual Violence in Kenya',
    publisher: 'Ministry of Health, Kenya',
    edition: '3rd edition, 2014',
  },
  {
    id: 'ke-cancer-protocols-2019',
    title: 'Kenya National Cancer Treatment Protocols',
    publisher: 'Ministry of Health, Kenya',
    edition: '2019',
  },
] as const satisfies readonly Source[];
