import type { TranslationGroup } from '../types';

/**
 * Kiswahili labels of the findings told of mothers around birth (bleeding in pregnancy, thoughts of harming the
 * baby), by finding id. Machine drafts (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliMotherFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'placenta-praevia-on-scan':
        'Kondo la nyuma liko chini au limefunika mlango wa kizazi kwenye picha ya ultrasound (placenta praevia)',
      'cord-prolapse': 'Kitovu kinaonekana au kinahisiwa kabla ya mtoto (kitovu kimetangulia)',
      'cloudy-cornea': 'Kioo cha jicho (konea) chenye ukungu, kisicho angavu au chenye kidonda',
      'hyperacute-purulent-eye':
        'Usaha mwingi unaotiririka kutoka jichoni na kurudi punde baada ya kufuta, kope zimevimba na kukaza',
      'skin-peeling-in-sheets':
        'Ngozi inabambuka vipande vipande au malengelenge sehemu kubwa ya mwili, mbichi kama aliyeungua kwa maji ya moto',
      'birth-in-last-5-months': 'Amejifungua ndani ya miezi 5 iliyopita',
      'no-antenatal-care': 'Hakuhudhuria kliniki ya wajawazito katika mimba hii',
      'bleeding-site-not-named': 'Kutoka damu (mahali haijasemwa)',
      'thoughts-of-harming-baby': 'Mawazo au msukumo wa kumdhuru mtoto wake',
      'glucose-raised-for-pregnancy-lab':
        'Sukari ya damu ya kufunga juu ya kiwango cha ujauzito (>= 5.1 mmol/L)',
      'not-feeding-well': 'Hanyonyi vizuri: ananyonya kwa udhaifu au kidogo (mtoto mchanga)',
      weaned: 'Ameachishwa kunyonya: hanyonyeshwi tena',
      'sexual-assault': 'Ubakaji, unajisi au unyanyasaji wa kingono',
      'in-labour': 'Yuko katika uchungu wa kuzaa (mikazo ya mara kwa mara)',
      'recurrent-genital-herpes': 'Malengelenge ya sehemu za siri yaliyowahi kutokea (yanarudi)',
      'hiv-exposed-infant': 'Mtoto mchanga aliye katika hatari ya VVU (mama anaishi na VVU)',
    },
  },
];
