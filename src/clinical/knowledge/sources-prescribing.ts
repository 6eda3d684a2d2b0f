import type { Source } from './types';

/** Sources cited by the medicines catalogue, the regimens and prescribing that sources.ts does not hold. */
export const extraSources = [
  {
    id: 'apls-2016',
    title: 'Advanced Paediatric Life Support: a practical approach to emergencies',
    publisher: 'Advanced Life Support Group / Wiley-Blackwell',
    edition: '6th edition, 2016',
  },
  {
    id: 'bnf-2023',
    title: 'British National Formulary',
    publisher: 'BMJ Group and Pharmaceutical Press',
    edition: 'BNF 86, 2023-2024',
  },
  {
    id: 'sogc-hdp-2022',
    title:
      'Guideline No. 426: Hypertensive Disorders of Pregnancy: Diagnosis, Prediction, Prevention, and Management',
    publisher: 'Society of Obstetricians and Gynaecologists of Canada',
    edition: '2022',
  },
] as const satisfies readonly Source[];
