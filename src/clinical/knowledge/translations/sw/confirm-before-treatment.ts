import type { TranslationGroup } from '../types';

/**
 * The test a condition waits for before its own treatment, and what to do when no test can be done or it is
 * negative (confirmBeforeTreatment of knowledge/conditions), in Kiswahili, by their English wording; a text
 * missing here is shown in English. Machine drafts (reviewer: null) until a clinician fluent in Kiswahili
 * reviews them.
 */
export const swahiliConfirmBeforeTreatment: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'malaria RDT or microscopy (thick and thin blood smear), today':
        'RDT ya malaria au hadubini (filamu nene na nyembamba ya damu), leo',
      'If no test can be done today: treat on clinical suspicion only when testing is not possible and the risk is high (young child, pregnancy), and send for a test; any danger sign is treated as severe malaria at once (pre-referral artesunate).':
        'Ikiwa hakuna kipimo kinachoweza kufanyika leo: tibu kwa shaka ya kikliniki tu kupima kusipowezekana na hatari ikiwa kubwa (mtoto mdogo, ujauzito), na mpeleke kupimwa; dalili yoyote ya hatari inatibiwa kama malaria kali mara moja (artesunate kabla ya rufaa).',
      'Malaria test negative: no antimalarial; look for another cause of the fever, and test again if the fever persists.':
        'Kipimo cha malaria hasi: hakuna dawa ya malaria; tafuta chanzo kingine cha homa, na pima tena homa ikiendelea.',
      'HIV test by the national testing algorithm (serial rapid tests)':
        'Kipimo cha VVU kufuata utaratibu wa kitaifa wa upimaji (vipimo vya haraka kwa mfuatano)',
      'Without a confirmed HIV diagnosis no antiretroviral or prophylaxis is started: test today, or refer for testing.':
        'Bila utambuzi wa VVU uliothibitishwa hakuna dawa ya VVU wala kinga inayoanzishwa: pima leo, au toa rufaa kwa kupima.',
      'HIV test negative: no antiretroviral therapy; retest as the national algorithm says if exposure was recent.':
        'Kipimo cha VVU hasi: hakuna tiba ya dawa za VVU; pima tena kama utaratibu wa kitaifa unavyoelekeza ikiwa maambukizi yalikuwa ya karibuni.',
      'HIV virological test (NAT/PCR) of the infant: under 18 months an antibody test or the mother’s status does not confirm infection':
        'Kipimo cha virusi vya VVU (NAT/PCR) cha mtoto: chini ya miezi 18 kipimo cha kingamwili au hali ya mama haithibitishi maambukizi',
      'HIV-exposed infant until a virological test is positive: no antiretroviral treatment yet. Give infant prophylaxis as the national PMTCT guideline says, cotrimoxazole from 6 weeks, and a NAT/PCR at birth or 6 weeks (repeat as the national algorithm says and after breastfeeding ends).':
        'Mtoto aliyekaribiana na VVU hadi kipimo cha virusi kiwe chanya: bado hakuna dawa za kupunguza makali ya VVU. Mpe kinga ya mtoto kama mwongozo wa kitaifa wa PMTCT unavyosema, cotrimoxazole kuanzia wiki 6, na NAT/PCR wakati wa kuzaliwa au wiki 6 (rudia kama algoriti ya kitaifa inavyosema na baada ya kunyonyesha kuisha).',
    },
  },
];
