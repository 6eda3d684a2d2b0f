// Danger signs told in ordinary words, for scripts/bench-danger-sign-phrases.ts. Written for this benchmark from
// the signs as WHO lists them (IMCI 2014 general and young-infant danger signs; ETAT 2016 emergency signs; Basic
// Emergency Care 2018; PCPNC 2015 / MCPC 2017 pregnancy and postpartum danger signs; mhGAP 2016 self-harm), in
// the words a relative or a community health worker would use in English, Kiswahili and French. Each `alarm`
// phrase must raise an emergency; each `priority` phrase at least urgency; each `calm` phrase (a worry without a danger sign) must not.
export interface Patient {
  age?: number;
  gender?: 'male' | 'female';
  pregnant?: boolean;
}
export interface DangerSignPhrase {
  sign: string;
  language: 'en' | 'sw' | 'fr';
  text: string;
  patient: Patient;
}

/** A phrase maker for one language: `const fr = phraseIn('fr')`, then `fr(sign, text, patient)`. */
export const phraseIn =
  (language: DangerSignPhrase['language']) =>
  (sign: string, text: string, patient: Patient): DangerSignPhrase => ({ sign, language, text, patient });

const child: Patient = { age: 2, gender: 'male' };
const infant: Patient = { age: 0.6, gender: 'female' };
const newborn: Patient = { age: 0.02, gender: 'male' };
const adult: Patient = { age: 35, gender: 'female' };
const older: Patient = { age: 62, gender: 'male' };
const pregnant: Patient = { age: 26, gender: 'female', pregnant: true };
const mother: Patient = { age: 24, gender: 'female' };

type Row = [sign: string, patient: Patient, en: string[], sw: string[], fr: string[]];
const expand = (rows: Row[]): DangerSignPhrase[] =>
  rows.flatMap(([sign, patient, en, sw, fr]) => [
    ...en.map((text) => ({ sign, language: 'en' as const, text, patient })),
    ...sw.map((text) => ({ sign, language: 'sw' as const, text, patient })),
    ...fr.map((text) => ({ sign, language: 'fr' as const, text, patient })),
  ]);

export const alarmPhrases = expand([
  [
    'unable to drink or breastfeed',
    infant,
    [
      'she refuses the breast and will not drink anything',
      'he is too weak to suck',
      'cannot swallow even water',
    ],
    ['mtoto hawezi kunyonya kabisa', 'hanywi chochote tangu jana', 'amekataa titi na hanywi maji'],
    ['elle refuse le sein et ne boit plus rien', "il n'arrive plus à téter", 'il ne peut plus boire'],
  ],
  [
    'vomits everything',
    child,
    [
      'he throws up everything we give him',
      'everything she drinks comes straight back up',
      'cannot keep anything down',
    ],
    ['anatapika kila kitu anachokula', 'kila anachokunywa anakitapika', 'anatapika kila kitu'],
    ["il vomit tout ce qu'on lui donne", 'elle rejette tout ce qu elle boit', 'il vomit tout'],
  ],
  [
    'convulsions',
    child,
    [
      'he had a fit at dawn today',
      'her whole body was jerking and her eyes rolled back',
      'the child went stiff and started shaking',
    ],
    [
      'amepata degedege leo',
      'mwili wote ulikuwa unarusha rusha na macho yakapinduka',
      'alianguka na kutetemeka mwili mzima',
    ],
    [
      'il a fait une crise convulsive ce matin',
      'tout son corps tremblait et ses yeux se sont révulsés',
      "l'enfant s'est raidi et a tremblé",
    ],
  ],
  [
    'lethargic or unconscious',
    child,
    [
      'we cannot wake him up',
      'she just lies there and does not respond when we call',
      'he is floppy and not responding',
    ],
    ['hajitambui', 'hawezi kuamka hata tukimwamsha', 'hajibu tukimwita, amelegea tu'],
    ['on n arrive pas à le réveiller', 'elle ne réagit pas quand on l appelle', 'il a perdu connaissance'],
  ],
  [
    'unconscious adult',
    older,
    ['he collapsed and is not responding', 'she passed out and we cannot wake her'],
    ['ameanguka na hajitambui', 'amezimia na haamki'],
    ['il est tombé et ne répond plus', 'elle s est évanouie et ne se réveille pas'],
  ],
  [
    'severe respiratory distress (struggling, grunting)',
    infant,
    [
      'he is struggling for air',
      'makes a grunting sound each time she breathes',
      'her nostrils flare and she fights for breath',
    ],
    ['anapumua kwa shida sana', 'anaguna kila akipumua'],
    ['elle geint à chaque respiration', 'il cherche son air et suffoque'],
  ],
  [
    'young infant: severe chest indrawing or fast breathing in the first week',
    { age: 0.01, gender: 'female' },
    ['her chest sucks in with every breath', 'the newborn is breathing very fast'],
    ['kifua kinaingia ndani akipumua', 'mtoto mchanga anapumua haraka sana'],
    ['le thorax se creuse quand elle respire', 'le nouveau-né respire très vite'],
  ],
  [
    'blue lips',
    child,
    ['his lips have gone blue', 'her lips and tongue look bluish'],
    ['midomo yake imekuwa ya bluu', 'midomo imebadilika rangi kuwa bluu'],
    ['ses lèvres sont devenues bleues', 'il a les lèvres violacées'],
  ],
  [
    'shock',
    adult,
    [
      'her hands are cold and clammy and her pulse is weak and fast',
      'cold sweaty skin, very pale, pulse racing and weak',
    ],
    [
      'mikono yake ni baridi, mapigo ya moyo dhaifu tena ya haraka',
      'ana jasho baridi, amepauka sana na mapigo ni dhaifu',
    ],
    ['les mains froides et moites, le pouls faible et rapide', 'sueurs froides, très pâle, pouls filant'],
  ],
  [
    'severe dehydration',
    child,
    [
      'watery stools, sunken eyes and the skin goes back very slowly when pinched',
      'loose stools all day, eyes sunken, pinched skin sinks back very slowly',
    ],
    ['kuhara maji, macho yamezama na ngozi inarudi polepole sana ikifinywa'],
    ['diarrhée liquide, yeux enfoncés et le pli cutané persiste longtemps'],
  ],
  [
    'stiff neck',
    adult,
    ['fever and headache and she cannot bend her neck', 'high fever with a stiff painful neck'],
    ['ana homa na shingo imekakamaa', 'homa kali na shingo ngumu'],
    ['fièvre avec la nuque raide', 'forte fièvre, mal de tête et raideur de la nuque'],
  ],
  [
    'bulging fontanelle',
    infant,
    ['the soft spot on her head is bulging', 'fever and the soft spot on top of his head is swollen up'],
    ['utosi umevimba na ana homa'],
    ['la fontanelle est bombée', 'fièvre et la fontanelle est gonflée'],
  ],
  [
    'severe pallor',
    child,
    ['his palms are as white as paper', 'her palms are extremely pale'],
    ['viganja vyake ni vyeupe sana'],
    ['les paumes des mains sont très pâles'],
  ],
  [
    'newborn jaundice',
    newborn,
    ['the baby turned yellow on the first day', 'the baby is yellow all the way to the hands and feet'],
    ['mtoto mchanga ana manjano siku ya kwanza', 'mtoto ni njano mpaka viganja na nyayo'],
    ['le bébé est devenu jaune le premier jour', "bébé jaune jusqu'aux paumes et aux plantes des pieds"],
  ],
  [
    'young infant not feeding, moves only when stimulated, cold',
    newborn,
    [
      'the newborn has stopped feeding',
      'the baby barely moves unless you touch him',
      'the baby feels cold to touch',
    ],
    ['mtoto mchanga ameacha kunyonya', 'mtoto hachezi mpaka umguse', 'mtoto ni baridi ukimgusa'],
    ['le nouveau-né ne tète plus', 'le bébé ne bouge que si on le stimule', 'le bébé est froid au toucher'],
  ],
  [
    'ischaemic chest pain',
    older,
    [
      'crushing pain in his chest going down his left arm, sweating',
      'feels like a heavy weight pressing on his chest, spreading to the jaw',
      'tight squeezing chest pain for the last hour and he is sweating',
    ],
    ['maumivu makali ya kifua yanayoshuka mkono wa kushoto', 'kifua kinabana sana na anatoka jasho jingi'],
    [
      'douleur dans la poitrine qui serre et descend dans le bras gauche',
      'douleur thoracique en étau avec des sueurs',
    ],
  ],
  [
    'sudden weakness, face droop or speech loss',
    older,
    [
      'his face dropped on one side and he cannot talk',
      'suddenly she could not move her right arm and leg',
      'mouth twisted to one side and his speech is slurred',
    ],
    [
      'mdomo umepinda upande mmoja ghafla',
      'ghafla hawezi kusogeza mkono na mguu wa kulia',
      'ameshindwa kuongea ghafla',
    ],
    [
      'la bouche est déviée d un côté et il ne parle plus',
      'brusquement il ne peut plus bouger le bras ni la jambe droite',
      'paralysie soudaine d un côté du corps',
    ],
  ],
  [
    'worst-ever sudden headache',
    adult,
    [
      'the worst headache of her life came on suddenly',
      'sudden terrible headache like being hit on the head',
    ],
    ['maumivu ya kichwa makali kuliko yote aliyowahi kupata'],
    ['le pire mal de tête de sa vie', 'mal de tête brutal comme un coup de marteau'],
  ],
  [
    'bleeding after birth',
    mother,
    [
      'since the delivery she has been bleeding heavily and soaking pads',
      'after the baby came, blood keeps pouring out',
      'she gave birth yesterday and is losing a lot of blood',
    ],
    ['anatokwa damu nyingi baada ya kujifungua', 'damu inamwagika tangu ajifungue'],
    ["elle saigne beaucoup depuis l'accouchement", 'après l accouchement le sang coule sans arrêt'],
  ],
  [
    'bleeding in pregnancy',
    pregnant,
    ['she is seven months pregnant and started bleeding', 'bleeding from down below while pregnant'],
    ['mjamzito anatokwa damu ukeni', 'ana mimba ya miezi saba na anatoka damu'],
    ['enceinte de sept mois, elle perd du sang', 'elle est enceinte et saigne par le vagin'],
  ],
  [
    'fits in pregnancy',
    pregnant,
    ['she is pregnant and had a fit', 'pregnant and she fell down shaking'],
    ['mjamzito amepata kifafa', 'mama mjamzito ameanguka na kutetemeka'],
    ['enceinte, elle a convulsé', 'femme enceinte qui a fait une crise'],
  ],
  [
    'severe headache with blurred vision in pregnancy',
    pregnant,
    [
      'pregnant with a very bad headache and blurry vision',
      'bad headache and she sees spots before her eyes',
    ],
    ['mjamzito ana maumivu makali ya kichwa na haoni vizuri', 'kichwa kinauma sana na macho yanaona ukungu'],
    ['enceinte avec un mal de tête terrible et la vue trouble', 'maux de tête violents et elle voit flou'],
  ],
  [
    'reduced fetal movements',
    pregnant,
    ['the baby has stopped moving inside her', 'no kicks from the baby since yesterday, she says'],
    ['mtoto hachezi tumboni', 'mtoto ameacha kucheza tumboni tangu jana'],
    ['le bébé ne bouge plus dans le ventre', 'elle ne sent plus le bébé bouger'],
  ],
  [
    'leaking waters with fever',
    pregnant,
    [
      'her waters broke two days ago and now she has a fever',
      'water is leaking from the vagina and her body is hot',
    ],
    ['maji yamevunjika na ana homa', 'maji yanatoka ukeni na ana homa kali'],
    ['elle a perdu les eaux et a de la fièvre', 'la poche des eaux s est rompue et elle a de la fièvre'],
  ],
  [
    'burns',
    child,
    ['boiling water spilled on his chest and arms', 'she fell into the cooking fire and burned her legs'],
    ['ameungua na maji ya moto kifuani', 'ameanguka motoni na kuungua miguu'],
    ["il s'est brûlé avec de l'eau bouillante", 'elle est tombée dans le feu et s est brûlé les jambes'],
  ],
  [
    'snake bite',
    adult,
    ['a snake bit her on the leg in the field', 'bitten by a snake an hour ago'],
    ['ameumwa na nyoka', 'nyoka amemuuma mguuni'],
    ['mordue par un serpent', 'un serpent l a mordu au pied'],
  ],
  [
    'suicidal intent',
    adult,
    ['she says she wants to end her life', 'he keeps talking about killing himself'],
    ['anasema anataka kujiua', 'amesema hataki kuishi tena'],
    ['elle dit qu elle veut se suicider', 'il veut mettre fin à ses jours'],
  ],
]);

// ETAT 2016 lists poisoning among the priority signs: an ingestion without an emergency sign is urgent, not an
// emergency, unless a rule by substance and dose says more (paracetamol, iron). These must be at least urgent.
export const priorityPhrases = expand([
  [
    'poisoning or ingestion',
    child,
    [
      'the child drank paraffin',
      'he swallowed rat poison',
      'she swallowed a whole bottle of her mother s pills',
    ],
    ['mtoto amekunywa mafuta ya taa', 'amekunywa sumu ya panya', 'amemeza vidonge vingi vya mama yake'],
    [
      "l'enfant a bu du pétrole",
      'il a avalé de la mort-aux-rats',
      'elle a avalé tous les comprimés de sa mère',
    ],
  ],
]);

export const calmPhrases = expand([
  [
    'cold with cough',
    child,
    ['runny nose and a mild cough for two days, playing well'],
    ['mafua na kikohozi kidogo, anacheza vizuri'],
    ['un petit rhume depuis deux jours, il joue bien'],
  ],
  [
    'mild headache',
    adult,
    ['a mild headache after a long day at work'],
    ['kichwa kinauma kidogo jioni'],
    ['un léger mal de tête le soir'],
  ],
  [
    'itchy rash',
    adult,
    ['itchy rash on the arms for a week'],
    ['muwasho wa ngozi mikononi'],
    ['des boutons qui grattent sur les bras'],
  ],
  [
    'burning urine',
    adult,
    ['burning when passing urine since yesterday'],
    ['anahisi kuungua akikojoa'],
    ['brûlure en urinant depuis hier'],
  ],
  [
    'heartburn',
    older,
    ['heartburn after big meals'],
    ['kiungulia baada ya kula'],
    ['brûlures d estomac après les repas'],
  ],
  [
    'back pain',
    adult,
    ['lower back pain after lifting a bag of maize'],
    ['maumivu ya mgongo baada ya kubeba mzigo'],
    ['mal au dos après avoir porté une charge'],
  ],
  [
    'pregnancy going well',
    pregnant,
    ['pregnant, feels the baby moving well, mild backache'],
    ['mjamzito, mtoto anacheza vizuri tumboni, mgongo unauma kidogo'],
    ['enceinte, le bébé bouge bien, un peu mal au dos'],
  ],
  [
    'fever but feeding',
    child,
    ['fever since yesterday, still eating and playing'],
    ['homa tangu jana lakini anakula na kucheza'],
    ['fièvre depuis hier mais il mange et joue'],
  ],
  [
    'tired adult',
    adult,
    ['feels tired and sleepy in the afternoons'],
    ['anachoka sana mchana'],
    ['elle se sent fatiguée l après-midi'],
  ],
  [
    'small dog bite',
    adult,
    ['a dog scratched his hand yesterday, small wound'],
    ['mbwa alimkwaruza mkono jana'],
    ['un chien l a griffé à la main hier'],
  ],
]);
