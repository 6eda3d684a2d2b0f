import type { Source } from './types';

/** Sources cited by the countries, the seasonal calendar and outbreak detection that sources.ts does not hold. */
export const extraSources = [
  {
    id: 'iso-3166-2',
    title:
      'ISO 3166-2: Codes for the representation of names of countries and their subdivisions, Part 2: Country subdivision code',
    publisher: 'International Organization for Standardization',
    edition: 'ISO 3166-2:2020',
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
] as const satisfies readonly Source[];
