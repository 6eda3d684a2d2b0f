import type { TranslationGroup } from '../types';

/**
 * The test a condition waits for before its own treatment, and what to do when no test can be done or it is
 * negative (confirmBeforeTreatment of knowledge/conditions), in French, by their English wording; a text
 * missing here is shown in English. Machine drafts (reviewer: null) until a clinician fluent in French
 * reviews them.
 */
export const frenchConfirmBeforeTreatment: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'malaria RDT or microscopy (thick and thin blood smear), today':
        "TDR du paludisme ou microscopie (goutte épaisse et frottis mince), aujourd'hui",
      'If no test can be done today: treat on clinical suspicion only when testing is not possible and the risk is high (young child, pregnancy), and send for a test; any danger sign is treated as severe malaria at once (pre-referral artesunate).':
        "Si aucun test n'est possible aujourd'hui : traiter sur la seule suspicion clinique uniquement quand le test est impossible et que le risque est élevé (jeune enfant, grossesse), et faire faire un test ; tout signe de danger est traité immédiatement comme un paludisme grave (artésunate avant transfert).",
      'Malaria test negative: no antimalarial; look for another cause of the fever, and test again if the fever persists.':
        "Test du paludisme négatif : pas d'antipaludique ; rechercher une autre cause de la fièvre, et refaire le test si la fièvre persiste.",
      'HIV test by the national testing algorithm (serial rapid tests)':
        "Test VIH selon l'algorithme national de dépistage (tests rapides en série)",
      'Without a confirmed HIV diagnosis no antiretroviral or prophylaxis is started: test today, or refer for testing.':
        "Sans diagnostic de VIH confirmé, aucun antirétroviral ni prophylaxie n'est débuté : tester aujourd'hui, ou transférer pour le dépistage.",
      'HIV test negative: no antiretroviral therapy; retest as the national algorithm says if exposure was recent.':
        "Test VIH négatif : pas de traitement antirétroviral ; refaire le test selon l'algorithme national si l'exposition est récente.",
      'HIV virological test (NAT/PCR) of the infant: under 18 months an antibody test or the mother’s status does not confirm infection':
        'Test virologique VIH (TAN/PCR) du nourrisson : avant 18 mois, un test d’anticorps ou le statut de la mère ne confirme pas l’infection',
      'HIV-exposed infant until a virological test is positive: no antiretroviral treatment yet. Give infant prophylaxis as the national PMTCT guideline says, cotrimoxazole from 6 weeks, and a NAT/PCR at birth or 6 weeks (repeat as the national algorithm says and after breastfeeding ends).':
        'Nourrisson exposé au VIH tant qu’un test virologique n’est pas positif : pas encore de traitement antirétroviral. Donner la prophylaxie du nourrisson selon le guide national de PTME, le cotrimoxazole à partir de 6 semaines, et une TAN/PCR à la naissance ou à 6 semaines (à répéter selon l’algorithme national et après la fin de l’allaitement).',
    },
  },
];
