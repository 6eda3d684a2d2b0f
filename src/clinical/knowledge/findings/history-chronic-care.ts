import type { Finding } from '../types';

/**
 * Long-term conditions a patient comes back to the clinic with, told by their name or by their treatment
 * (a depot antipsychotic, a follow-up for liver disease): at a review or a refill the name and the treatment
 * are the evidence, the signs being controlled. Listed beside history-conditions.ts, in the same form.
 */
export const historyChronicCareFindings = [
  {
    // Schizophrenia and other chronic psychoses: lifetime prevalence about 0.3-0.7% (WHO mhGAP-IG 2.0, PSY),
    // more among clinic attenders. Their long-acting injectable antipsychotics, given every 2-4 weeks, are
    // fluphenazine decanoate and haloperidol decanoate; oral ones haloperidol, chlorpromazine, risperidone,
    // olanzapine (mhGAP-IG 2.0, PSY 2.3, table 2).
    id: 'known-psychotic-disorder',
    label: 'Known schizophrenia or chronic psychosis, or on antipsychotic treatment',
    kind: 'history',
    baseRate: 0.005,
    synonyms: {
      en: [
        'schizophrenia',
        'schizophrenic',
        'known schizophrenic',
        'chronic psychosis',
        'psychotic disorder',
        'mental illness',
        'severe mental illness',
        'antipsychotic',
        'antipsychotics',
        'on antipsychotics',
        'depot antipsychotic',
        'depot injection',
        'fluphenazine',
        'fluphenazine decanoate',
        'haloperidol decanoate',
        'modecate',
        'chlorpromazine',
        'risperidone',
        'olanzapine',
      ],
      sw: [
        'skizofrenia',
        'dawa za akili',
        'sindano ya akili',
        'sindano za akili',
        'kliniki ya akili',
        'mgonjwa wa akili',
      ],
      fr: [
        'schizophrénie',
        'schizophrène',
        'psychose chronique',
        'trouble psychotique',
        'maladie mentale',
        'sous neuroleptiques',
        'neuroleptique',
        'neuroleptiques',
        'neuroleptique retard',
        'antipsychotique',
        'antipsychotiques',
        'injection retard',
        'halopéridol décanoate',
        'fluphénazine',
      ],
    },
    abbreviations: ['SMI'],
    question: 'Is the patient known to have schizophrenia or another psychosis, and on what treatment?',
  },
  {
    // Chronic liver disease and cirrhosis, most often from chronic hepatitis B in sub-Saharan Africa (WHO
    // hepatitis B guidelines 2024, ch. 3), followed every 3-6 months (EASL cirrhosis guideline 2018).
    id: 'known-chronic-liver-disease',
    label: 'Known chronic liver disease or cirrhosis',
    kind: 'history',
    baseRate: 0.005,
    synonyms: {
      en: [
        'liver disease',
        'chronic liver disease',
        'cirrhosis',
        'liver cirrhosis',
        'cirrhotic',
        'known cirrhotic',
        'hepatitis b cirrhosis',
        'liver clinic',
      ],
      sw: ['ugonjwa wa ini', 'ini limeharibika', 'kliniki ya ini', 'ugonjwa sugu wa ini'],
      fr: [
        'maladie du foie',
        'maladie chronique du foie',
        'hépatopathie chronique',
        'hépatopathie',
        'cirrhose',
        'cirrhotique',
        'cirrhose du foie',
      ],
    },
    abbreviations: ['CLD'],
    question: 'Is the patient known to have chronic liver disease or cirrhosis?',
  },
] satisfies readonly Finding[];
