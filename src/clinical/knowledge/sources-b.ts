import type { Source } from './types';

/** Sources cited by condition group B that sources.ts does not list. */
export const extraSources = [
  {
    id: 'who-lbp-2023',
    title:
      'WHO guideline for non-surgical management of chronic primary low back pain in adults in primary and community care settings',
    publisher: 'World Health Organization',
    edition: '2023',
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
    id: 'ke-dhs-2022',
    title: 'Kenya Demographic and Health Survey 2022',
    publisher: 'Kenya National Bureau of Statistics and ICF',
    edition: '2023 (final report)',
  },
] as const satisfies readonly Source[];
