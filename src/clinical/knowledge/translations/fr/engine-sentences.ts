import type { SentenceTranslation } from '../types';

/**
 * Sentences the engine and the prescriber compose around the knowledge base's texts (engine/index.ts,
 * engine/recommend.ts, engine/reason/triage.ts and unexplained.ts, prescribing/index.ts and
 * contraindications.ts), in French, with the placeholders of types.ts. Machine drafts (reviewer: null) until
 * a clinician fluent in French reviews them.
 */
export const frenchEngineSentences: readonly SentenceTranslation[] = [
  {
    en: 'The picture fits no condition the engine knows well ({n1}% is left for conditions outside its knowledge; the closest match, {condition}, is only {n2}% and is not a working diagnosis).',
    text: "Le tableau ne correspond à aucune affection que le moteur connaît bien ({n1} % restent pour des affections hors de ses connaissances ; la correspondance la plus proche, {condition}, n'est qu'à {n2} % et n'est pas un diagnostic retenu).",
    reviewer: null,
  },
  {
    en: 'Urgency from the danger signs: routine.',
    text: 'Urgence selon les signes de danger : courante.',
    reviewer: null,
  },
  {
    en: 'Urgency from the danger signs: urgent.',
    text: 'Urgence selon les signes de danger : urgente.',
    reviewer: null,
  },
  {
    en: 'Urgency from the danger signs: emergency.',
    text: 'Urgence selon les signes de danger : urgence.',
    reviewer: null,
  },
  {
    en: 'Urgency from the danger signs: critical.',
    text: 'Urgence selon les signes de danger : critique.',
    reviewer: null,
  },
  {
    en: 'Ask the next questions, do the suggested tests, and refer if the cause stays unclear.',
    text: 'Poser les questions suivantes, faire les examens proposés, et transférer si la cause reste incertaine.',
    reviewer: null,
  },
  { en: 'danger signs present', text: 'signes de danger présents', reviewer: null },
  {
    en: 'Assess now for {condition}: {sentence}; refer if confirmed or unsure',
    text: 'Rechercher maintenant {condition} : {sentence} ; transférer si confirmé ou en cas de doute',
    reviewer: null,
  },
  {
    en: 'examine and test without delay',
    text: 'examiner et faire les examens sans délai',
    reviewer: null,
  },
  { en: '{sentence} (to exclude {condition})', text: '{sentence} (à exclure : {condition})', reviewer: null },
  {
    en: '{sentence} (for {condition}: {part})',
    text: '{sentence} (pour {condition} : {part})',
    reviewer: null,
  },
  // The prescription's warnings (prescribing/index.ts).
  {
    en: 'Age and weight not given: the patient may be a child, so no dose was computed.',
    text: "Âge et poids non renseignés : le patient peut être un enfant, aucune dose n'a donc été calculée.",
    reviewer: null,
  },
  {
    en: 'Weigh the patient and give the age to get the dose; the rules of the source follow.',
    text: "Peser le patient et indiquer l'âge pour obtenir la dose ; les règles de la source suivent.",
    reviewer: null,
  },
  { en: 'weight', text: 'poids', reviewer: null },
  { en: 'age', text: 'âge', reviewer: null },
  {
    en: 'Age not given: the adult regimen was chosen; confirm the age before giving any medicine.',
    text: "Âge non renseigné : le schéma adulte a été choisi ; confirmer l'âge avant de donner tout médicament.",
    reviewer: null,
  },
  {
    en: 'Pregnant, trimester not given: the first-trimester regimen and cautions were applied.',
    text: 'Enceinte, trimestre non renseigné : le schéma et les précautions du premier trimestre ont été appliqués.',
    reviewer: null,
  },
  {
    en: 'Doses are based on an unmeasured weight (weight not given: dose for {n1} kg estimated from age {n2} years; weigh the patient and recheck).',
    text: "Les doses reposent sur un poids non mesuré (poids non renseigné : dose pour {n1} kg estimée d'après l'âge de {n2} ans ; peser le patient et revérifier).",
    reviewer: null,
  },
  {
    en: '{part} (weight not given: dose for {n1} kg estimated from age {n2} years; weigh the patient and recheck)',
    text: "{part} (poids non renseigné : dose pour {n1} kg estimée d'après l'âge de {n2} ans ; peser le patient et revérifier)",
    reviewer: null,
  },
  // A condition's own medicines wait for its confirming test (prescribing/confirm-before-treatment.ts).
  {
    en: 'Test first: {sentence}. {drug}: only after a positive test.',
    text: "Tester d'abord : {sentence}. {drug} : seulement après un test positif.",
    reviewer: null,
  },
  { en: '{sentence} ({drug} withheld.)', text: '{sentence} ({drug} : suspendu.)', reviewer: null },
  // A medicine's contraindication for a history, its keywords translated one by one (contraindication-keywords.ts).
  { en: 'History of {list}: {part}', text: 'Antécédents de {list} : {part}', reviewer: null },
  // A medicine's interactions and the reasons it was withheld (prescribing/contraindications.ts,
  // choose-medicine.ts); the medicine or condition found is translated by interaction-keywords.ts.
  {
    en: 'Interaction (major): {drug} with {list}: {part}',
    text: 'Interaction (majeure) : {drug} avec {list} : {part}',
    reviewer: null,
  },
  {
    en: 'Interaction (moderate): {drug} with {list}: {part}',
    text: 'Interaction (modérée) : {drug} avec {list} : {part}',
    reviewer: null,
  },
  {
    en: 'Interaction (minor): {drug} with {list}: {part}',
    text: 'Interaction (mineure) : {drug} avec {list} : {part}',
    reviewer: null,
  },
  { en: 'taken with {list}: {part}', text: 'pris avec {list} : {part}', reviewer: null },
  {
    en: 'pregnancy (trimester {trimesters}): {part}',
    text: 'grossesse (trimestre {trimesters}) : {part}',
    reviewer: null,
  },
  { en: 'breastfeeding: {part}', text: 'allaitement : {part}', reviewer: null },
  { en: 'age: {part}', text: 'âge : {part}', reviewer: null },
  { en: 'weight under {n1} kg: {part}', text: 'poids inférieur à {n1} kg : {part}', reviewer: null },
  { en: 'kidney disease: {part}', text: 'maladie rénale : {part}', reviewer: null },
  { en: 'history of {list}: {part}', text: 'antécédents de {list} : {part}', reviewer: null },
  {
    en: '{drug} withheld ({part}): {drug2} given instead.',
    text: '{drug} suspendu ({part}) : {drug2} donné à la place.',
    reviewer: null,
  },
  // The confirming test, when the engine writes its sentences apart.
  { en: 'Test first: {sentence}.', text: "Tester d'abord : {sentence}.", reviewer: null },
  {
    en: '{drug}: only after a positive test.',
    text: '{drug} : seulement après un test positif.',
    reviewer: null,
  },
  // Dose wordings the prescriber composes around the source's amount.
  { en: '{part} ({n1} mg ferrous salt)', text: '{part} ({n1} mg de sel ferreux)', reviewer: null },
  { en: '{part} ({n1} mg {drug})', text: '{part} ({n1} mg de {drug})', reviewer: null },
  { en: '{part} ({n1} mg)', text: '{part} ({n1} mg)', reviewer: null },
  { en: '{part} = {sentence}', text: '{part} = {sentence}', reviewer: null },
  { en: '{n1} {n2} IU ({n3} IU)', text: '{n1} {n2} UI ({n3} UI)', reviewer: null },
  { en: '{n1} mg ({n2} mg/kg)', text: '{n1} mg ({n2} mg/kg)', reviewer: null },
  { en: '{n1} mL ({n2} mL/kg)', text: '{n1} mL ({n2} mL/kg)', reviewer: null },
  {
    en: '{n1} mg ({n2} mg at {n3} mg/kg rounded to whole or half tablets) = {part}',
    text: '{n1} mg ({n2} mg à {n3} mg/kg, arrondis au comprimé entier ou au demi-comprimé) = {part}',
    reviewer: null,
  },
  {
    en: '{n1} mL of oral solution {n2} mg/mL',
    text: '{n1} mL de solution buvable à {n2} mg/mL',
    reviewer: null,
  },
  {
    en: '{n1} mL of oral solution {n2} mg/5 mL',
    text: '{n1} mL de solution buvable à {n2} mg/5 mL',
    reviewer: null,
  },
  {
    en: '{n1} mL of injection {n2} mg/mL',
    text: '{n1} mL de solution injectable à {n2} mg/mL',
    reviewer: null,
  },
  { en: '{n1} tablet of {n2} micrograms', text: '{n1} comprimé de {n2} microgrammes', reviewer: null },
  { en: '{n1} tablets of {n2} micrograms', text: '{n1} comprimés de {n2} microgrammes', reviewer: null },
  { en: '{n1} capsule of {n2} mg', text: '{n1} gélule de {n2} mg', reviewer: null },
  { en: '{part} ({n1} application)', text: '{part} ({n1} application)', reviewer: null },
  // Dose wordings the regimens repeat with other numbers.
  { en: '{n1} tablet ({n2} mg)', text: '{n1} comprimé ({n2} mg)', reviewer: null },
  { en: '{n1} tablets ({n2} mg)', text: '{n1} comprimés ({n2} mg)', reviewer: null },
  { en: '{n1} capsule ({n2} mg)', text: '{n1} gélule ({n2} mg)', reviewer: null },
  { en: '{n1} capsules ({n2} mg)', text: '{n1} gélules ({n2} mg)', reviewer: null },
  { en: '{n1} chewable tablet ({n2} mg)', text: '{n1} comprimé à croquer ({n2} mg)', reviewer: null },
  { en: '{n1} dispersible tablet ({n2} mg)', text: '{n1} comprimé dispersible ({n2} mg)', reviewer: null },
  { en: '{n1} dispersible tablets ({n2} mg)', text: '{n1} comprimés dispersibles ({n2} mg)', reviewer: null },
  { en: '{n1} tablet ({n2} micrograms)', text: '{n1} comprimé ({n2} microgrammes)', reviewer: null },
  { en: '{n1} tablets of {n2} mg ({n3} mg)', text: '{n1} comprimés de {n2} mg ({n3} mg)', reviewer: null },
  { en: '{n1} capsules of {n2} mg ({n3} mg)', text: '{n1} gélules de {n2} mg ({n3} mg)', reviewer: null },
  { en: '{n1} g ({n2} mg)', text: '{n1} g ({n2} mg)', reviewer: null },
  { en: '{n1} g ({n2} mg) = {part}', text: '{n1} g ({n2} mg) = {part}', reviewer: null },
  { en: '{n1} litre ({n2} mL)', text: '{n1} litre ({n2} mL)', reviewer: null },
  { en: '{n1} litres ({n2} mL)', text: '{n1} litres ({n2} mL)', reviewer: null },
  { en: '{n1} mL', text: '{n1} mL', reviewer: null },
  { en: '{n1} mg', text: '{n1} mg', reviewer: null },
  { en: '{n1} IU ({n2} IU)', text: '{n1} UI ({n2} UI)', reviewer: null },
  { en: '{n1} tablet of {n2} mg ({n3} mg)', text: '{n1} comprimé de {n2} mg ({n3} mg)', reviewer: null },
];
