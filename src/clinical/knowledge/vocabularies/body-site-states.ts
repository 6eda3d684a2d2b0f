/**
 * Reading by concepts: a body site (or bodily output) and a state word in the same clause name a finding
 * together, in any order and with other words between ('her belly is swollen', 'tumbo lake limevimba',
 * 'le ventre est douloureux'). Words are written folded (lower case, no accents); English, Kiswahili and
 * French together. These are meanings of everyday clinical language, not thresholds; where a pair's
 * meaning is a guideline's sign (IMCI's chest indrawing, ETAT's cold hands) that guideline is cited.
 */

export interface BodySite {
  id: string;
  words: readonly string[];
  /** Words that are a site only after 'her', 'the', 'lower'...: 'she came back' names no back. */
  needsDeterminer?: readonly string[];
  /** Words after which the site word names another part: 'a back tooth', 'the back of the head'. */
  notBefore?: readonly string[];
}

export interface BodyState {
  id: string;
  /** One word, or a few words in a row ('pulls in', 'fait mal'). */
  words: readonly string[];
  /** A state that names where something goes, so its site follows it: 'the back pain travels into the leg'. */
  siteFollows?: boolean;
  /** A narrower state that is also the broader one where a site has no reading of its own: 'very painful'. */
  broader?: string;
}

export interface SiteStateReading {
  site: string;
  state: string;
  findingId: string;
  sourceIds: readonly string[];
}

export const bodySites: readonly BodySite[] = [
  {
    id: 'abdomen',
    words: ['belly', 'tummy', 'abdomen', 'abdominal', 'stomach', 'tumbo', 'ventre', 'abdominale'],
  },
  {
    id: 'chest',
    words: [
      'chest',
      'retrosternal',
      'substernal',
      'breastbone',
      'kifua',
      'kifuani',
      'poitrine',
      'thorax',
      'thoracique',
    ],
  },
  { id: 'head', words: ['head', 'kichwa', 'kichwani', 'paji', 'tete'] },
  { id: 'throat', words: ['throat', 'koo', 'kooni', 'gorge'] },
  { id: 'ear', words: ['ear', 'ears', 'sikio', 'masikio', 'oreille', 'oreilles'] },
  {
    id: 'eye',
    words: [
      'eye',
      'eyes',
      'conjunctiva',
      'conjunctivae',
      'sclera',
      'sclerae',
      'jicho',
      'macho',
      'oeil',
      'yeux',
    ],
  },
  {
    id: 'stool',
    words: ['stool', 'stools', 'poo', 'poop', 'faeces', 'feces', 'kinyesi', 'choo', 'selles'],
  },
  { id: 'urine', words: ['urine', 'pee', 'mkojo', 'urines', 'urinating', 'kukojoa', 'uriner'] },
  { id: 'skin', words: ['skin', 'ngozi', 'peau'] },
  { id: 'body', words: ['body', 'mwili', 'corps'] },
  {
    id: 'hands',
    words: [
      'hand',
      'hands',
      'palms',
      'palm',
      'viganja',
      'paumes',
      'fingers',
      'extremities',
      'peripheries',
      'mikono',
      'vidole',
      'mains',
      'doigts',
    ],
  },
  { id: 'feet', words: ['foot', 'feet', 'toes', 'soles', 'nyayo', 'pieds', 'orteils'] },
  {
    id: 'legs',
    words: [
      'leg',
      'legs',
      'ankle',
      'ankles',
      'mguu',
      'miguu',
      'jambe',
      'jambes',
      'cheville',
      'chevilles',
      'mollet',
      'mollets',
    ],
  },
  {
    id: 'joints',
    words: [
      'joint',
      'joints',
      'knee',
      'knees',
      'wrist',
      'wrists',
      'elbow',
      'elbows',
      'hip',
      'hips',
      'nyonga',
      'hanche',
      'hanches',
      'viungo',
      'goti',
      'magoti',
      'articulations',
      'genou',
      'genoux',
      // French wrist and elbow, Kiswahili 'kifundo' (the joint of the wrist or ankle).
      'poignet',
      'poignets',
      'coude',
      'coudes',
      'kifundo',
    ],
  },
  {
    id: 'back',
    words: ['back', 'mgongo', 'dos'],
    needsDeterminer: ['back'],
    notBefore: ['tooth', 'teeth', 'molar', 'molars', 'of'],
  },
  // The ribs, named only for the chest wall going in between and under them (IMCI chest indrawing).
  { id: 'ribs', words: ['ribs', 'mbavu', 'ubavu', 'cotes'] },
  { id: 'flank', words: ['flank', 'flanks', 'loin', 'loins', 'costovertebral', 'kiuno', 'flanc', 'lombes'] },
  {
    id: 'arm',
    words: ['arm', 'arms', 'jaw', 'shoulder', 'shoulders', 'taya', 'bega', 'bras', 'machoire', 'epaule'],
  },
  { id: 'neck', words: ['neck', 'shingo', 'cou', 'nuque'] },
  { id: 'face', words: ['face', 'eyelids', 'uso', 'visage', 'paupieres'] },
  {
    id: 'breathing',
    words: ['breathing', 'breath', 'breathes', 'kupumua', 'pumzi', 'respiration', 'souffle'],
  },
  // Read before 'heart': the heart rate is the pulse ('heart rate is fast' is tachycardia, not palpitations).
  {
    id: 'pulse',
    words: [
      'pulse',
      'pulses',
      'pulse rate',
      'heart rate',
      'mapigo',
      'mapigo ya moyo',
      'pouls',
      'frequence cardiaque',
    ],
  },
  { id: 'heart', words: ['heart', 'heartbeat', 'moyo', 'coeur'] },
  {
    id: 'blood-pressure',
    words: ['blood pressure', 'bp', 'presha', 'shinikizo la damu', 'tension arterielle', 'tension'],
  },
  { id: 'temperature', words: ['temperature', 'temp', 'joto la mwili', 'temperature corporelle'] },
  { id: 'gums', words: ['gums', 'fizi', 'gencives'] },
  { id: 'nose', words: ['nose', 'pua', 'puani', 'nez'] },
  { id: 'mouth', words: ['mouth', 'mdomo', 'mdomoni', 'bouche'] },
  // The tongue, named for its swelling (angioedema).
  { id: 'tongue', words: ['tongue', 'ulimi', 'langue'] },
  {
    id: 'testicle',
    words: ['testicle', 'testicles', 'testis', 'scrotum', 'korodani', 'testicule', 'bourses'],
  },
  { id: 'muscles', words: ['muscle', 'muscles', 'misuli'] },
  {
    id: 'umbilicus',
    words: [
      'belly button',
      'umbilicus',
      'navel',
      'cord stump',
      'umbilical stump',
      'kitovu',
      'ombilic',
      'nombril',
    ],
  },
  // Read before 'toes' (feet): a swollen big toe is a joint, not oedema of the feet.
  { id: 'big-toe', words: ['big toe', 'great toe', 'first toe', 'gros orteil', 'kidole gumba cha mguu'] },
  { id: 'sputum', words: ['sputum', 'phlegm', 'makohozi', 'crachats', 'expectorations'] },
  {
    id: 'lymph-nodes',
    words: ['lymph nodes', 'lymph node', 'glands', 'nodes', 'tezi', 'ganglions', 'ganglion'],
  },
  { id: 'liver', words: ['liver', 'ini', 'foie'] },
  { id: 'spleen', words: ['spleen', 'wengu', 'bandama'] },
  { id: 'thyroid', words: ['thyroid', 'thyroide'] },
];

export const bodyStates: readonly BodyState[] = [
  {
    id: 'painful',
    words: [
      'pain',
      'pains',
      'painful',
      'hurts',
      'hurting',
      'hurt',
      'ache',
      'aches',
      'aching',
      'sore',
      'tender',
      'tenderness',
      'maumivu',
      'kuuma',
      'inauma',
      'linauma',
      'unauma',
      'yanauma',
      'zinauma',
      'kinauma',
      'vinauma',
      'anaumwa',
      'uchungu',
      'douleur',
      'douleurs',
      'douloureux',
      'douloureuse',
      'fait mal',
    ],
  },
  {
    // Pain told as severe. Its intensifier is written in: 'fait très mal' is read here before 'fait mal'.
    id: 'very-painful',
    broader: 'painful',
    words: [
      ...[
        'very painful',
        'really painful',
        'extremely painful',
        'so painful',
        'tres douloureux',
        'tres douloureuse',
      ],
      ...['fait tres mal', 'fait vraiment mal', 'fait tres tres mal', 'inauma sana', 'linauma sana'],
      ...['yanauma sana', 'kinauma sana', 'unauma sana'],
    ],
  },
  {
    id: 'swollen',
    words: [
      'swollen',
      'swelling',
      'distension',
      'distention',
      'oedema',
      'edema',
      'oedematous',
      'edematous',
      'swells',
      'puffy',
      'bloated',
      'distended',
      'kuvimba',
      'imevimba',
      'limevimba',
      'yamevimba',
      'zimevimba',
      'umevimba',
      'uvimbe',
      'gonfle',
      'gonflee',
      'gonfles',
      'gonflees',
      'gonflement',
      'enfle',
      'enflee',
      'enfles',
      'enflees',
      'ballonne',
      'distendu',
    ],
  },
  { id: 'yellow', words: ['yellow', 'yellowish', 'njano', 'jaune', 'jaunes'] },
  { id: 'black', words: ['black', 'tarry', 'cheusi', 'nyeusi', 'noir', 'noire', 'noires', 'noirs'] },
  {
    id: 'dark',
    words: ['dark', 'brown', 'cola', 'mweusi', 'fonce', 'foncee', 'foncees', 'fonces', 'brunes'],
  },
  // 'pale' alone is left out: 'she looks pale, stools normal'.
  { id: 'pale', words: ['clay', 'chalky', 'putty', 'decolorees'] },
  { id: 'enlarged', words: ['enlarged', 'enlargement', 'palpable', 'augmente', 'hypertrophie'] },
  // 'blood' alone is left out: 'blood and urine tests' names no bloody urine.
  {
    id: 'bloody',
    words: [
      'bloody',
      'blood-stained',
      'bloodstained',
      'blood-streaked',
      'bloodstreaked',
      'blood-tinged',
      'sanglant',
      'sanglante',
      'sanglantes',
    ],
  },
  { id: 'red', words: ['red', 'reddish', 'bloodshot', 'nyekundu', 'mekundu', 'rouge', 'rouges'] },
  // Kiswahili 'joto' (heat) is told as had: 'goti lina joto' (the knee has heat), 'kiungo kina joto'.
  {
    id: 'hot',
    words: [
      'hot',
      'burning up',
      'moto',
      'chaud',
      'chaude',
      'brulant',
      'brulante',
      'joto',
      'lina joto',
      'kina joto',
      'lina moto',
      'kina moto',
    ],
  },
  // 'warm' is weaker than hot: a warm joint is inflamed, a warm body (in lay words) feverish.
  { id: 'warm', words: ['warm', 'warmth', 'vuguvugu'] },
  {
    id: 'radiating',
    siteFollows: true,
    words: [
      'radiates',
      'radiating',
      'radiation',
      'spreads to',
      'spreading to',
      'goes to',
      'travels',
      'irradie',
      'irradiant',
      'inaenea',
    ],
  },
  { id: 'septic', words: ['septic', 'septique'] },
  { id: 'cold', words: ['cold', 'cool', 'icy', 'baridi', 'froid', 'froide', 'froids', 'froides', 'glacees'] },
  {
    id: 'fast',
    words: ['fast', 'rapid', 'quick', 'quickly', 'racing', 'pounding', 'haraka', 'kasi', 'rapide', 'vite'],
  },
  {
    id: 'pulls-in',
    words: [
      'pulls in',
      'pulling in',
      'sucks in',
      'sucking in',
      'sinks in',
      'sinking in',
      'caves in',
      'drawn in',
      'draws in',
      'indrawing',
      'inabonyea',
      'kinabonyea',
      'zinabonyea',
      'goes in',
      'go in',
      // Kiswahili 'to go in' and 'to be pulled in' with each class's subject: kifua (ki-), mbavu (zi-), i-.
      'kuingia ndani',
      'kinaingia ndani',
      'inaingia ndani',
      'zinaingia ndani',
      'kinavutika',
      'inavutika',
      'zinavutika',
      'se creuse',
      'se creusent',
      'rentre',
      'rentrent',
      'rentrer',
      'tirage',
    ],
  },
  { id: 'stiff', words: ['stiff', 'rigid', 'ngumu', 'raide', 'raideur'] },
  { id: 'weak', words: ['weak', 'thready', 'feeble', 'hafifu', 'dhaifu', 'filant', 'faible'] },
  { id: 'slow', words: ['slow', 'polepole', 'lent'] },
  { id: 'low', words: ['low', 'chini', 'basse', 'bas'] },
  { id: 'high', words: ['high', 'raised', 'elevated', 'juu', 'elevee', 'eleve'] },
  {
    id: 'itchy',
    words: [
      'itchy',
      'itching',
      'itches',
      'kuwasha',
      'inawasha',
      'unawasha',
      'demange',
      'demangeaisons',
      'prurit',
    ],
  },
  {
    id: 'numb',
    words: [
      'numb',
      'tingling',
      'tingles',
      'tingle',
      'pins and needles',
      'ganzi',
      'engourdi',
      'engourdis',
      'fourmillements',
    ],
  },
  {
    id: 'tight',
    words: ['tight', 'tightness', 'kubana', 'inabana', 'linabana', 'serre', 'serree', 'oppression'],
  },
  {
    id: 'crushing',
    // 'heavy' and 'pressure' are left out: 'a heavy smoker', 'blood pressure'.
    words: ['crushing', 'squeezing', 'heaviness', 'lourdeur', 'ecrasement'],
  },
  { id: 'noisy', words: ['whistling', 'wheezy', 'wheezing', 'sifflante', 'sifflement'] },
  { id: 'difficult', words: ['difficult', 'laboured', 'labored', 'struggling', 'shida', 'difficile'] },
  {
    id: 'discharging',
    words: [
      'pus',
      'discharge',
      'discharging',
      'oozing',
      'usaha',
      'ecoulement',
      // Swahili verbs that carry their subject: '(the eye) gives out pus', after a list of the eye's states.
      'linatoa usaha',
      'yanatoa usaha',
      'inatoa usaha',
    ],
  },
  {
    id: 'burning',
    words: ['burning', 'burns', 'stings', 'stinging', 'kuchoma', 'inachoma', 'brule', 'brulure', 'brulures'],
  },
  { id: 'frequent', words: ['frequent', 'frequently', 'often', 'frequentes'] },
  { id: 'foamy', words: ['foamy', 'frothy', 'povu', 'mousseuses'] },
  { id: 'scanty', words: ['scanty', 'rares'] },
  { id: 'watery', words: ['watery', 'liquid', 'runny', 'majimaji', 'maji', 'liquides', 'liquide'] },
  {
    id: 'bleeding',
    words: ['bleeding', 'bleeds', 'bled', 'kutoka damu', 'saignent', 'saigne', 'saignement'],
  },
  { id: 'sunken', words: ['sunken', 'hollow', 'zimeingia ndani', 'yameingia ndani', 'enfonces', 'creux'] },
  { id: 'ulcerated', words: ['sores', 'ulcers', 'vidonda', 'plaies', 'aphtes'] },
];

const imci = ['who-imci-2014'];
const etat = ['who-etat-2016'];
const wao = ['wao-anaphylaxis-2020'];
const clinicalLanguage: readonly string[] = [];

export const siteStateReadings: readonly SiteStateReading[] = [
  { site: 'abdomen', state: 'painful', findingId: 'abdominal-pain', sourceIds: clinicalLanguage },
  { site: 'abdomen', state: 'swollen', findingId: 'abdominal-distension', sourceIds: clinicalLanguage },
  { site: 'chest', state: 'painful', findingId: 'chest-pain', sourceIds: clinicalLanguage },
  { site: 'chest', state: 'tight', findingId: 'chest-tightness', sourceIds: clinicalLanguage },
  { site: 'chest', state: 'crushing', findingId: 'crushing-chest-pain', sourceIds: clinicalLanguage },
  // IMCI: the lower chest wall goes in when the child breathes in.
  { site: 'chest', state: 'pulls-in', findingId: 'chest-indrawing', sourceIds: imci },
  { site: 'ribs', state: 'pulls-in', findingId: 'chest-indrawing', sourceIds: imci },
  { site: 'head', state: 'painful', findingId: 'headache', sourceIds: clinicalLanguage },
  { site: 'throat', state: 'painful', findingId: 'sore-throat', sourceIds: clinicalLanguage },
  { site: 'ear', state: 'painful', findingId: 'ear-pain', sourceIds: clinicalLanguage },
  { site: 'ear', state: 'discharging', findingId: 'ear-discharge', sourceIds: imci },
  { site: 'eye', state: 'red', findingId: 'red-eyes', sourceIds: clinicalLanguage },
  // An eye told very painful (findings/eye.ts: 'eye … very painful', 'jicho linauma sana').
  { site: 'eye', state: 'very-painful', findingId: 'severe-eye-pain', sourceIds: clinicalLanguage },
  { site: 'eye', state: 'yellow', findingId: 'jaundice', sourceIds: clinicalLanguage },
  { site: 'eye', state: 'discharging', findingId: 'eye-discharge', sourceIds: clinicalLanguage },
  // IMCI: sunken eyes are a sign of dehydration.
  { site: 'eye', state: 'sunken', findingId: 'sunken-eyes', sourceIds: imci },
  { site: 'skin', state: 'yellow', findingId: 'jaundice', sourceIds: clinicalLanguage },
  { site: 'body', state: 'yellow', findingId: 'jaundice', sourceIds: clinicalLanguage },
  // Bright blood in the stool is bloody stool; only black or tarry stool is melaena.
  { site: 'stool', state: 'black', findingId: 'melaena', sourceIds: clinicalLanguage },
  { site: 'stool', state: 'bloody', findingId: 'bloody-diarrhoea', sourceIds: clinicalLanguage },
  { site: 'stool', state: 'pale', findingId: 'pale-stool', sourceIds: clinicalLanguage },
  { site: 'stool', state: 'watery', findingId: 'watery-diarrhoea', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'dark', findingId: 'dark-urine', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'black', findingId: 'dark-urine', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'bloody', findingId: 'haematuria', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'red', findingId: 'haematuria', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'painful', findingId: 'dysuria', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'burning', findingId: 'dysuria', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'frequent', findingId: 'urinary-frequency', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'foamy', findingId: 'frothy-urine', sourceIds: clinicalLanguage },
  { site: 'urine', state: 'scanty', findingId: 'reduced-urine', sourceIds: clinicalLanguage },
  { site: 'skin', state: 'itchy', findingId: 'itching', sourceIds: clinicalLanguage },
  { site: 'body', state: 'itchy', findingId: 'itching', sourceIds: clinicalLanguage },
  // IMCI counts a child who feels hot to the touch as having fever.
  { site: 'body', state: 'hot', findingId: 'fever', sourceIds: imci },
  { site: 'skin', state: 'hot', findingId: 'fever', sourceIds: imci },
  { site: 'body', state: 'cold', findingId: 'hypothermia', sourceIds: imci },
  // ETAT: cold hands are the sign of shock only with a weak fast pulse and slow capillary refill, read as
  // their own finding; told alone they are cold hands or feet (cold stress in a newborn).
  { site: 'hands', state: 'cold', findingId: 'cold-hands-feet', sourceIds: etat },
  { site: 'feet', state: 'cold', findingId: 'cold-hands-feet', sourceIds: etat },
  { site: 'legs', state: 'cold', findingId: 'cold-hands-feet', sourceIds: etat },
  { site: 'legs', state: 'swollen', findingId: 'leg-swelling', sourceIds: clinicalLanguage },
  { site: 'feet', state: 'swollen', findingId: 'leg-swelling', sourceIds: clinicalLanguage },
  { site: 'feet', state: 'numb', findingId: 'numbness-tingling-feet', sourceIds: clinicalLanguage },
  { site: 'legs', state: 'numb', findingId: 'numbness-tingling-feet', sourceIds: clinicalLanguage },
  { site: 'face', state: 'swollen', findingId: 'face-hand-oedema', sourceIds: clinicalLanguage },
  { site: 'hands', state: 'swollen', findingId: 'face-hand-oedema', sourceIds: clinicalLanguage },
  { site: 'joints', state: 'painful', findingId: 'arthralgia', sourceIds: clinicalLanguage },
  { site: 'joints', state: 'swollen', findingId: 'joint-swelling', sourceIds: clinicalLanguage },
  { site: 'back', state: 'painful', findingId: 'back-pain', sourceIds: clinicalLanguage },
  { site: 'flank', state: 'painful', findingId: 'flank-pain', sourceIds: clinicalLanguage },
  { site: 'arm', state: 'radiating', findingId: 'pain-radiating-arm-jaw', sourceIds: clinicalLanguage },
  { site: 'legs', state: 'radiating', findingId: 'pain-radiating-down-leg', sourceIds: clinicalLanguage },
  { site: 'joints', state: 'hot', findingId: 'hot-swollen-joint', sourceIds: clinicalLanguage },
  { site: 'joints', state: 'warm', findingId: 'hot-swollen-joint', sourceIds: clinicalLanguage },
  // 'a septic knee', 'septic hip': the clinic's name for a joint with pus in it (NICE CKS Septic arthritis).
  { site: 'joints', state: 'septic', findingId: 'hot-swollen-joint', sourceIds: clinicalLanguage },
  { site: 'body', state: 'warm', findingId: 'fever', sourceIds: imci },
  { site: 'neck', state: 'stiff', findingId: 'neck-stiffness', sourceIds: clinicalLanguage },
  // IMCI: fast breathing is the sign of pneumonia in a child with cough.
  { site: 'breathing', state: 'fast', findingId: 'tachypnoea', sourceIds: imci },
  { site: 'breathing', state: 'difficult', findingId: 'shortness-of-breath', sourceIds: clinicalLanguage },
  { site: 'breathing', state: 'noisy', findingId: 'wheeze', sourceIds: clinicalLanguage },
  { site: 'heart', state: 'fast', findingId: 'palpitations', sourceIds: clinicalLanguage },
  // Vital signs told in words ('pulse is rapid and thready', 'BP is low'), as the examiner found them.
  { site: 'pulse', state: 'fast', findingId: 'tachycardia', sourceIds: clinicalLanguage },
  { site: 'pulse', state: 'high', findingId: 'tachycardia', sourceIds: clinicalLanguage },
  { site: 'pulse', state: 'slow', findingId: 'bradycardia', sourceIds: clinicalLanguage },
  { site: 'pulse', state: 'low', findingId: 'bradycardia', sourceIds: clinicalLanguage },
  // ETAT: a weak fast pulse is a sign of shock.
  { site: 'pulse', state: 'weak', findingId: 'weak-pulse-cold-hands', sourceIds: etat },
  { site: 'blood-pressure', state: 'low', findingId: 'hypotension', sourceIds: clinicalLanguage },
  { site: 'blood-pressure', state: 'high', findingId: 'hypertension-reading', sourceIds: clinicalLanguage },
  { site: 'temperature', state: 'high', findingId: 'fever', sourceIds: clinicalLanguage },
  { site: 'gums', state: 'bleeding', findingId: 'bleeding-mucosal', sourceIds: clinicalLanguage },
  { site: 'nose', state: 'bleeding', findingId: 'bleeding-mucosal', sourceIds: clinicalLanguage },
  { site: 'mouth', state: 'ulcerated', findingId: 'mouth-ulcers', sourceIds: clinicalLanguage },
  { site: 'testicle', state: 'painful', findingId: 'testicular-swelling-pain', sourceIds: clinicalLanguage },
  { site: 'testicle', state: 'swollen', findingId: 'testicular-swelling-pain', sourceIds: clinicalLanguage },
  { site: 'muscles', state: 'painful', findingId: 'myalgia', sourceIds: clinicalLanguage },
  // IMCI (young infant): a red umbilicus, or one draining pus, is a local bacterial infection.
  { site: 'umbilicus', state: 'red', findingId: 'umbilical-infection', sourceIds: imci },
  { site: 'umbilicus', state: 'discharging', findingId: 'umbilical-infection', sourceIds: imci },
  // IMCI (young infant): yellow palms and soles are severe jaundice.
  { site: 'hands', state: 'yellow', findingId: 'jaundice-palms-soles', sourceIds: imci },
  { site: 'feet', state: 'yellow', findingId: 'jaundice-palms-soles', sourceIds: imci },
  { site: 'face', state: 'yellow', findingId: 'jaundice', sourceIds: clinicalLanguage },
  { site: 'eye', state: 'swollen', findingId: 'periorbital-swelling', sourceIds: clinicalLanguage },
  // A swollen tongue or a tight throat is angioedema of the airway (WAO anaphylaxis guidance 2020).
  { site: 'tongue', state: 'swollen', findingId: 'angioedema', sourceIds: wao },
  { site: 'throat', state: 'tight', findingId: 'angioedema', sourceIds: wao },
  { site: 'body', state: 'swollen', findingId: 'face-hand-oedema', sourceIds: clinicalLanguage },
  { site: 'big-toe', state: 'swollen', findingId: 'acute-monoarthritis-toe', sourceIds: clinicalLanguage },
  { site: 'big-toe', state: 'painful', findingId: 'acute-monoarthritis-toe', sourceIds: clinicalLanguage },
  { site: 'big-toe', state: 'red', findingId: 'acute-monoarthritis-toe', sourceIds: clinicalLanguage },
  { site: 'big-toe', state: 'hot', findingId: 'acute-monoarthritis-toe', sourceIds: clinicalLanguage },
  { site: 'sputum', state: 'bloody', findingId: 'haemoptysis', sourceIds: clinicalLanguage },
  { site: 'lymph-nodes', state: 'swollen', findingId: 'lymphadenopathy', sourceIds: clinicalLanguage },
  { site: 'lymph-nodes', state: 'enlarged', findingId: 'lymphadenopathy', sourceIds: clinicalLanguage },
  { site: 'liver', state: 'enlarged', findingId: 'hepatomegaly', sourceIds: clinicalLanguage },
  { site: 'liver', state: 'swollen', findingId: 'hepatomegaly', sourceIds: clinicalLanguage },
  { site: 'spleen', state: 'enlarged', findingId: 'splenomegaly', sourceIds: clinicalLanguage },
  { site: 'spleen', state: 'swollen', findingId: 'splenomegaly', sourceIds: clinicalLanguage },
  { site: 'thyroid', state: 'enlarged', findingId: 'goitre', sourceIds: clinicalLanguage },
  { site: 'thyroid', state: 'swollen', findingId: 'goitre', sourceIds: clinicalLanguage },
  { site: 'abdomen', state: 'enlarged', findingId: 'abdominal-distension', sourceIds: clinicalLanguage },
];
