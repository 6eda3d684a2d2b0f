import type { TranslationGroup } from '../types';

/**
 * Kiswahili labels of the findings for negative symptoms of psychosis, a stiff thick ventricle, the Kaposi
 * sarcoma biopsy, supplement excess, a marked transaminase rise, a known underactive thyroid and a large
 * tongue, and a child's stage 2 blood pressure. Machine drafts (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliFindingLabelsAffectHeartLiverSupplements: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'painless-enlarging-lymph-nodes': 'Tezi (mitoki) zisizouma, ngumu au kama mpira, zinazoendelea kukua',
      'recent-quarrel': 'Ugomvi, kupigana au kuachana muda mfupi kabla',
      'electrical-injury': 'Kupigwa shoti ya umeme au radi',
      'wanders-into-danger': 'Anazurura hatarini (usiku, barabarani, porini au majini)',
      'massive-neck-swelling': 'Shingo nzima imevimba, uvimbe unaenea kifuani au usoni',
      'gathering-means-of-suicide': 'Anakusanya vidonge, sumu au kamba (njia za kujiua)',
      'farewell-letter-or-arrangements': 'Barua ya kuaga familia au mipango ya baada ya kifo',
      'punched-out-erosions': 'Vidonda vidogo vya duara kama vimetobolewa (eczema herpeticum)',
      'child-stage-2-hypertension-reading':
        'Shinikizo la damu 140/90 mmHg au zaidi kwa mtoto chini ya miaka 13 (shinikizo la juu hatua ya 2 kwa urefu wowote)',
      'cold-hands-feet': 'Mikono au miguu baridi',
      'pericarditis-ecg-lab':
        'ECG yenye ST iliyoinuka kila mahali kwa umbo la bakuli na PR iliyoshuka (pericarditis)',
      'flat-affect': 'Hisia hazionekani usoni wala sautini, sauti isiyobadilika, anaongea au kusogea kidogo',
      's4-stiff-ventricle':
        'Sauti ya nne ya moyo (S4) au mapigo mawili ya ncha ya moyo: ventrikali ya kushoto nene na ngumu',
      'kaposi-biopsy-lab':
        'Biopsi ya ngozi au ya mdomo inaonyesha seli ndefu na mishipa myembamba (saratani ya Kaposi)',
      'supplement-excess':
        'Anatumia vitamini, madini chuma au virutubisho vingine zaidi ya kiasi kilichoshauriwa, kwa siku au wiki',
      'markedly-raised-alt-lab': 'ALT au AST zaidi ya 400 U/L (karibu mara kumi ya kawaida)',
      'not-breathing-or-no-pulse': 'Hapumui au hana mapigo ya moyo (moyo na pumzi vimesimama)',
      'pain-after-fatty-food': 'Maumivu yanayoanza baada ya mlo wenye mafuta, wa kukaanga au mzito',
      'pain-radiating-right-shoulder': 'Maumivu ya tumbo la juu yanayoenea bega la kulia au ubapa wa bega',
      'known-hypothyroidism':
        'Tezi ya shingo isiyofanya kazi vya kutosha inayojulikana, anatumia thyroxine, au tezi iliondolewa',
      'large-protruding-tongue': 'Ulimi mkubwa unaotoka nje ya mdomo (macroglossia)',
      'sudden-onset-palpitations': 'Moyo kwenda mbio kunakoanza na kuisha ghafla',
      'known-breast-cancer': 'Saratani ya matiti, sasa au iliyotibiwa zamani',
      'floor-of-mouth-swelling': 'Uvimbe wa sakafu ya mdomo au chini ya taya (ulimi umesukumwa juu)',
      'known-nephrotic-syndrome': 'Ana ugonjwa wa figo unaovuja protini (nephrotic syndrome) unaojulikana',
    },
  },
];
