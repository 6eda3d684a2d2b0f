import type { TranslationGroup } from '../types';

/**
 * Contraindication notes of the medicines not in contraindications.ts (knowledge/medicines) in French, by
 * their English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchContraindicationNotes: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'active or previous peptic ulcer or bleeding, NSAID-induced asthma, heart failure, dengue or a viral haemorrhagic fever, a bleeding disorder or low platelets, cirrhosis (bleeding and kidney injury)':
        'ulcère gastroduodénal ou saignement actif ou ancien, asthme induit par les AINS, insuffisance cardiaque, dengue ou fièvre hémorragique virale, trouble de la coagulation ou plaquettes basses, cirrhose (saignement et atteinte rénale)',
      'active thromboembolic disease': 'maladie thromboembolique évolutive',
      'acute porphyria': 'porphyrie aiguë',
      'anticholinergic effects': 'effets anticholinergiques',
      'AV block; marrow depression; porphyria': 'bloc AV ; aplasie médullaire ; porphyrie',
      'beta-blockade causes bronchospasm and worsens heart block':
        'le bêtablocage provoque un bronchospasme et aggrave le bloc cardiaque',
      'bleeding risk': 'risque hémorragique',
      'bronchospasm; heart block; shock': 'bronchospasme ; bloc cardiaque ; choc',
      'bronchospasm; worsens heart block and shock': 'bronchospasme ; aggrave le bloc cardiaque et le choc',
      'cardiac disease; untreated hypothyroidism': 'cardiopathie ; hypothyroïdie non traitée',
      'cardiotoxic; may precipitate mania': 'cardiotoxique ; peut déclencher une manie',
      'cardiovascular and bleeding risk': 'risque cardiovasculaire et hémorragique',
      'central nervous system depression; angle-closure glaucoma':
        "dépression du système nerveux central ; glaucome par fermeture de l'angle",
      contraindicated: 'contre-indiqué',
      'destruction of eye cysts causes irreparable damage':
        'la destruction des kystes oculaires provoque des lésions irréparables',
      'does not bind hydrocarbons, corrosives or iron; hydrocarbons risk aspiration':
        "n'adsorbe pas les hydrocarbures, les produits corrosifs ni le fer ; les hydrocarbures exposent à l'inhalation",
      'drug-induced lupus': 'lupus induit',
      'haemolysis in G6PD deficiency (radical cure needs a G6PD test)':
        'hémolyse en cas de déficit en G6PD (la cure radicale demande un test G6PD)',
      hepatotoxic: 'hépatotoxique',
      'hepatotoxic in severe liver disease': 'hépatotoxique en cas de maladie du foie sévère',
      'hepatotoxic: avoid in jaundice': "hépatotoxique : à éviter en cas d'ictère",
      'hepatotoxic: specialist regimen in liver disease':
        'hépatotoxique : schéma spécialisé en cas de maladie du foie',
      'ineffective in ketoacidosis and type 1 diabetes':
        "inefficace dans l'acidocétose et le diabète de type 1",
      'intermittent complete heart block, accessory pathway':
        'bloc cardiaque complet intermittent, voie accessoire',
      'iron overload': 'surcharge en fer',
      'may precipitate mania: treat as bipolar disorder':
        'peut déclencher une manie : traiter comme un trouble bipolaire',
      'neuromuscular blockade': 'blocage neuromusculaire',
      'never give intravenously': 'ne jamais injecter par voie intraveineuse',
      'never rechallenge after abacavir hypersensitivity':
        "ne jamais réintroduire après une hypersensibilité à l'abacavir",
      'newborns with jaundice (bilirubin displacement, kernicterus), born preterm, or needing calcium-containing infusions (fatal precipitates): use cefotaxime':
        'nouveau-nés ictériques (déplacement de la bilirubine, ictère nucléaire), prématurés, ou nécessitant des perfusions contenant du calcium (précipités mortels) : utiliser le céfotaxime',
      'no effect in anuria; worsens hypovolaemia': "sans effet en cas d'anurie ; aggrave l'hypovolémie",
      'only for an unruptured, haemodynamically stable ectopic pregnancy; never with a viable intrauterine pregnancy':
        'seulement pour une grossesse extra-utérine non rompue et hémodynamiquement stable ; jamais avec une grossesse intra-utérine viable',
      'previous angioedema; bilateral renal artery stenosis':
        "antécédent d'angiœdème ; sténose bilatérale des artères rénales",
      'previous penicillin-associated cholestatic jaundice':
        "antécédent d'ictère cholestatique associé à une pénicilline",
      'previous severe skin reaction; haemolysis in G6PD deficiency':
        'antécédent de réaction cutanée grave ; hémolyse en cas de déficit en G6PD',
      'previous thionamide agranulocytosis': "antécédent d'agranulocytose aux thionamides",
      'quinine worsens myasthenia and optic neuritis and is avoided after haemoglobinuria':
        'la quinine aggrave la myasthénie et la névrite optique et est évitée après une hémoglobinurie',
      'quinolones worsen myasthenia and cause tendon damage':
        'les quinolones aggravent la myasthénie et abîment les tendons',
      'raises urate; worsens hyponatraemia': "augmente l'uricémie ; aggrave l'hyponatrémie",
      'reflex tachycardia worsens ischaemia': "la tachycardie réflexe aggrave l'ischémie",
      'respiratory depression; raised intracranial pressure':
        'dépression respiratoire ; hypertension intracrânienne',
      'risk of encephalopathy with heavy Loa loa microfilaraemia (Central Africa)':
        "risque d'encéphalopathie en cas de forte microfilarémie à Loa loa (Afrique centrale)",
      'risk of lactic acidosis': "risque d'acidose lactique",
      'severe hypotension': 'hypotension sévère',
      'severe liver injury; reserve for the first trimester, thyroid storm or intolerance of carbimazole':
        "atteinte hépatique grave ; à réserver au premier trimestre, à la crise thyréotoxique ou à l'intolérance au carbimazole",
      'severe reactions (eye damage, encephalopathy) in onchocerciasis or loiasis':
        "réactions graves (atteinte oculaire, encéphalopathie) en cas d'onchocercose ou de loase",
      'stroke risk in older people with dementia': "risque d'AVC chez la personne âgée démente",
      'sulfonamide hypersensitivity; electrolyte disturbance; hepatic encephalopathy':
        'hypersensibilité aux sulfamides ; troubles électrolytiques ; encéphalopathie hépatique',
      'systemic absorption: bronchospasm and bradycardia':
        'absorption systémique : bronchospasme et bradycardie',
      'untreated adrenal insufficiency or thyrotoxicosis':
        'insuffisance surrénalienne ou thyrotoxicose non traitée',
      'worsens depression; hepatitis; haemolysis': 'aggrave la dépression ; hépatite ; hémolyse',
      'worsens parkinsonism; QT prolongation': 'aggrave le parkinsonisme ; allongement du QT',
      'worsens untreated infection': 'aggrave une infection non traitée',
      'worsens untreated infection, rosacea and acne':
        "aggrave une infection non traitée, la rosacée et l'acné",
    },
  },
];
