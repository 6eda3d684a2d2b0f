import type { TranslationGroup } from '../types';

/**
 * Contraindication notes of the medicines in French, by their English wording (knowledge/medicines); the
 * prescription's lines name the population with the templates of sentences.ts. A note missing here is
 * shown in English. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchContraindications: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'haemolysis in a G6PD-deficient fetus': 'hémolyse chez un fœtus déficitaire en G6PD',
      'not for infants under 6 months': 'pas chez le nourrisson de moins de 6 mois',
      'not for women breastfeeding an infant under 6 months':
        'pas chez la femme allaitant un nourrisson de moins de 6 mois',
      'avoid in pregnancy (arthropathy in animal studies); use a safer alternative':
        "à éviter pendant la grossesse (arthropathies chez l'animal) ; utiliser une alternative plus sûre",
      'tetracyclines stain and weaken fetal teeth and bones':
        'les tétracyclines colorent et fragilisent les dents et les os du fœtus',
      'not for children under 8 years (tooth discolouration) except for severe infections with no alternative':
        "pas chez l'enfant de moins de 8 ans (coloration dentaire) sauf infection sévère sans alternative",
      'avoid while breastfeeding': "à éviter pendant l'allaitement",
      'avoid in the first trimester': 'à éviter au premier trimestre',
      'at term it may cause neonatal haemolysis': 'à terme, peut provoquer une hémolyse néonatale',
      'not for infants under 3 months (haemolytic anaemia)':
        'pas chez le nourrisson de moins de 3 mois (anémie hémolytique)',
      'ineffective and toxic when eGFR is below 45 mL/min/1.73 m²':
        'inefficace et toxique quand le DFGe est inférieur à 45 mL/min/1.73 m²',
      'not for infants under 6 weeks (kernicterus)':
        'pas chez le nourrisson de moins de 6 semaines (ictère nucléaire)',
      'adult fixed-dose tablet: for patients of 30 kg or more':
        'comprimé adulte à dose fixe : pour les patients de 30 kg ou plus',
      'tenofovir disoproxil is avoided when creatinine clearance is below 50 mL/min: use an abacavir-based regimen':
        "le ténofovir disoproxil est évité quand la clairance de la créatinine est inférieure à 50 mL/min : utiliser un schéma à base d'abacavir",
      'teratogenic in animals: avoid in the first trimester':
        "tératogène chez l'animal : à éviter au premier trimestre",
      'high doses are teratogenic in the first trimester':
        'les fortes doses sont tératogènes au premier trimestre',
      'teratogenic; avoid pregnancy during and for a month after':
        'tératogène ; éviter une grossesse pendant le traitement et le mois suivant',
      'not in the first trimester': 'pas au premier trimestre',
      'not for infants under 12 months': 'pas chez le nourrisson de moins de 12 mois',
      'use liposomal amphotericin B in pregnancy':
        "utiliser l'amphotéricine B liposomale pendant la grossesse",
      'teratogenic: contraception during and for 5 months after':
        'tératogène : contraception pendant le traitement et les 5 mois suivants',
      'not licensed under 2 months': "pas d'autorisation avant 2 mois",
      'irritant: not for children under 2 years (dilute for older children)':
        "irritant : pas chez l'enfant de moins de 2 ans (diluer pour les enfants plus grands)",
      teratogenic: 'tératogène',
      'high doses are teratogenic: in pregnancy give at most 10 000 IU daily':
        'les fortes doses sont tératogènes : pendant la grossesse, au maximum 10 000 IU par jour',
      'premature closure of the ductus arteriosus and reduced amniotic fluid':
        'fermeture prématurée du canal artériel et diminution du liquide amniotique',
      'not for infants under 3 months': 'pas chez le nourrisson de moins de 3 mois',
      'from 75 years NSAIDs cause gastrointestinal bleeding, kidney injury and heart failure: use paracetamol (AGS Beers Criteria 2023: avoid unless alternatives fail, and then with a gastroprotective agent)':
        'à partir de 75 ans, les AINS provoquent hémorragies digestives, atteinte rénale et insuffisance cardiaque : utiliser le paracétamol (critères de Beers AGS 2023 : à éviter sauf échec des alternatives, alors avec un gastroprotecteur)',
      'NSAIDs worsen kidney function': 'les AINS aggravent la fonction rénale',
      "Reye's syndrome in children and adolescents (except specialist use in rheumatic fever and Kawasaki disease)":
        "syndrome de Reye chez l'enfant et l'adolescent (sauf usage spécialisé dans le rhumatisme articulaire aigu et la maladie de Kawasaki)",
      'analgesic doses in the third trimester: bleeding and premature closure of the ductus':
        'doses antalgiques au troisième trimestre : saignements et fermeture prématurée du canal artériel',
      'premature closure of the ductus arteriosus': 'fermeture prématurée du canal artériel',
      'avoid in pregnancy': 'à éviter pendant la grossesse',
      'toxic in severe kidney disease': 'toxique en cas de maladie rénale sévère',
      'fetotoxic (renal failure, oligohydramnios): stop when pregnancy is planned or confirmed':
        "fœtotoxique (insuffisance rénale, oligoamnios) : arrêter dès qu'une grossesse est prévue ou confirmée",
      fetotoxic: 'fœtotoxique',
      'anti-androgenic (feminisation of a male fetus in animal studies): avoid in pregnancy':
        "anti-androgénique (féminisation d'un fœtus masculin chez l'animal) : à éviter pendant la grossesse",
      'hyperkalaemia in kidney disease': 'hyperkaliémie en cas de maladie rénale',
      'lactic acidosis when eGFR is below 30 mL/min/1.73 m²; reduce the dose below 45':
        'acidose lactique quand le DFGe est inférieur à 30 mL/min/1.73 m² ; réduire la dose en dessous de 45',
      'insulin is preferred in pregnancy': "l'insuline est préférée pendant la grossesse",
      'hypoglycaemia, prolonged and recurrent, in severe renal impairment: avoid, or use only with close glucose monitoring under specialist care (insulin preferred)':
        "hypoglycémies prolongées et récidivantes en cas d'insuffisance rénale sévère : à éviter, ou seulement avec une surveillance glycémique étroite sous avis spécialisé (insuline préférée)",
      'prolonged hypoglycaemia: not for patients over 60 years':
        'hypoglycémie prolongée : pas chez les patients de plus de 60 ans',
      'accumulates: prolonged hypoglycaemia': "s'accumule : hypoglycémie prolongée",
      'not for infants under 1 year (oral)': 'pas chez le nourrisson de moins de 1 an (voie orale)',
      'not for children under 2 years': "pas chez l'enfant de moins de 2 ans",
      'magnesium and aluminium accumulate in kidney failure':
        "le magnésium et l'aluminium s'accumulent en cas d'insuffisance rénale",
      'major malformations and developmental delay: avoid in women who may become pregnant':
        'malformations majeures et retard de développement : à éviter chez la femme en âge de procréer',
      'not for children under 12 years': "pas chez l'enfant de moins de 12 ans",
      'not for children': "pas chez l'enfant",
      'accumulates: toxic in kidney impairment': "s'accumule : toxique en cas d'atteinte rénale",
      'causes uterine contraction and abortion: only for PPH after the birth, or for incomplete abortion or fetal death under a clinician':
        "provoque des contractions utérines et l'avortement : uniquement pour l'HPP après la naissance, ou pour un avortement incomplet ou une mort fœtale, sous la responsabilité d'un clinicien",
      'not for infants under 1 year (extrapyramidal reactions)':
        'pas chez le nourrisson de moins de 1 an (réactions extrapyramidales)',
      'not in infants under 2 months (kernicterus)':
        'pas chez le nourrisson de moins de 2 mois (ictère nucléaire)',
      'avoid near term (neonatal kernicterus)': 'à éviter près du terme (ictère nucléaire néonatal)',
      'not given in pregnancy in treatment programmes':
        'pas administré pendant la grossesse dans les programmes de traitement',
      'not for children under 15 kg (or under 90 cm tall)':
        "pas chez l'enfant de moins de 15 kg (ou de moins de 90 cm)",
      'excluded from mass treatment in pregnancy': 'grossesse exclue du traitement de masse',
      'not given under 2 years': 'pas avant 2 ans',
      'embryopathy in the first trimester: propylthiouracil is used then':
        'embryopathie au premier trimestre : on utilise alors le propylthiouracile',
      'accumulates when creatinine clearance is below 30 mL/min: reduce to once daily':
        "s'accumule quand la clairance de la créatinine est inférieure à 30 mL/min : réduire à une prise par jour",
      'embryopathy in the first trimester and fetal bleeding near delivery':
        "embryopathie au premier trimestre et saignement fœtal près de l'accouchement",
      'toxicity in kidney disease and hypokalaemia: lower doses and levels':
        "toxicité en cas de maladie rénale et d'hypokaliémie : doses et taux plus bas",
      'kidney impairment: toxicity': 'atteinte rénale : toxicité',
      'cardiac malformation risk: specialist decision':
        'risque de malformation cardiaque : décision spécialisée',
      'avoid in severe kidney impairment': "à éviter en cas d'atteinte rénale sévère",
      'potent steroids are avoided in infants': 'les corticoïdes puissants sont évités chez le nourrisson',
    },
  },
];
