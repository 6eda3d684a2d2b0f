import type { Medicine } from '../types';
import { bnf, wmf } from './shared';

/**
 * Rifampicin's interactions, shared by rifampicin and every fixed-dose combination holding it: each says
 * what to do for that medicine (WHO consolidated HIV guidelines 2021; BNF 86).
 */
export const rifampicinInteractions: Medicine['interactions'] = [
  {
    keywords: ['nevirapine'],
    severity: 'major',
    effect:
      'rifampicin lowers nevirapine levels (treatment failure, resistance): replace nevirapine for the whole TB treatment (a dolutegravir-based regimen with dolutegravir 50 mg twice daily, or efavirenz), do not increase it',
    citations: [{ sourceId: 'who-hiv-2021', section: 'Drug-drug interactions: rifampicin with nevirapine' }],
  },
  {
    keywords: ['dolutegravir', 'tld'],
    severity: 'major',
    effect:
      'rifampicin lowers dolutegravir levels: give dolutegravir 50 mg twice daily during rifampicin and for 2 weeks after it',
    citations: [
      { sourceId: 'who-hiv-2021', section: 'Drug-drug interactions: rifampicin with dolutegravir' },
    ],
  },
  {
    keywords: ['lopinavir', 'atazanavir', 'darunavir', 'ritonavir'],
    severity: 'major',
    effect:
      'rifampicin makes boosted protease inhibitors ineffective: do not combine; use rifabutin or change the antiretroviral regimen with specialist advice',
    citations: [
      { sourceId: 'who-hiv-2021', section: 'Drug-drug interactions: rifampicin with protease inhibitors' },
    ],
  },
  {
    keywords: ['efavirenz'],
    severity: 'moderate',
    effect: 'efavirenz 600 mg once daily is continued with rifampicin without a dose change',
    citations: [{ sourceId: 'who-hiv-2021', section: 'Drug-drug interactions: rifampicin with efavirenz' }],
  },
  {
    keywords: ['contraceptive', 'pill', 'implant', 'levonorgestrel', 'etonogestrel', 'ethinylestradiol'],
    severity: 'major',
    effect:
      'hormonal contraception (pill, implant) fails: use a copper IUD, a levonorgestrel IUD or injectable DMPA during rifampicin and for 28 days after',
    citations: [
      wmf('Section 6.2.4 Antituberculosis medicines: rifampicin'),
      bnf('Contraceptives, interactions: enzyme-inducing drugs, and for 28 days after stopping'),
    ],
  },
  {
    keywords: ['warfarin', 'acenocoumarol'],
    severity: 'major',
    effect:
      'rifampicin sharply lowers warfarin levels: check the INR often and raise the warfarin dose; lower it again when rifampicin stops',
    citations: [bnf('Rifampicin: interactions (coumarins)')],
  },
];
