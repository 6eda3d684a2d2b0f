/**
 * Wordings that name more than one finding on purpose or by history: the engine sets every finding a
 * wording names ('N/V' is nausea and vomiting). The knowledge-wide test fails on any other wording shared
 * by two findings, and on an entry here that no longer matches the vocabulary. Entries marked for review in
 * the report of this change may be errors of the clinical content; they are listed, not changed.
 */
export interface SharedWording {
  wording: string;
  findingIds: readonly string[];
}

export const sharedWordings: readonly SharedWording[] = [
  // Told by the patient, a racing heart is felt (palpitations) and its rate is a tachyarrhythmia's.
  { wording: 'heart racing very fast', findingIds: ['palpitations', 'very-fast-heart-rate'] },
  { wording: 'moyo unadunda kwa kasi mno', findingIds: ['palpitations', 'very-fast-heart-rate'] },
  // Both legs weak is a weakness in its own right and, when it came on over days, the flaccid paralysis
  // surveillance asks to report (WHO AFP surveillance field guide), as 'mguu … dhaifu' is for one leg.
  { wording: 'miguu … dhaifu', findingIds: ['acute-flaccid-paralysis', 'focal-weakness'] },
  { wording: 'kutetemeka', findingIds: ['chills-rigors', 'tremor-shakiness'] },
  { wording: 'mwili kuuma', findingIds: ['malaise', 'myalgia'] },
  { wording: 'joint and muscle pains', findingIds: ['arthralgia', 'myalgia'] },
  { wording: 'muscle and joint aches', findingIds: ['arthralgia', 'myalgia'] },
  { wording: 'degedege mfululizo', findingIds: ['convulsions', 'seizure-over-5-minutes'] },
  { wording: 'kupooza ghafla', findingIds: ['acute-flaccid-paralysis', 'sudden-onset-neuro'] },
  { wording: 'n v', findingIds: ['nausea', 'vomiting'] },
  { wording: 'chini ya kitovu kuuma', findingIds: ['lower-abdominal-pain', 'suprapubic-pain'] },
  { wording: 'maumivu … chini ya kitovu', findingIds: ['lower-abdominal-pain', 'suprapubic-pain'] },
  { wording: 'douleur hypogastrique', findingIds: ['lower-abdominal-pain', 'suprapubic-pain'] },
  { wording: 'tumbo kujaa', findingIds: ['abdominal-distension', 'bloating'] },
  { wording: 'quintes de toux', findingIds: ['cough', 'paroxysmal-cough-whoop'] },
  // A tick bite is the exposure of tick-borne rickettsioses and of Crimean-Congo haemorrhagic fever (WHO
  // CCHF fact sheet 2022), as 'tick bite' names both in English.
  { wording: 'kuumwa na kupe', findingIds: ['tick-bite', 'vhf-exposure'] },
  { wording: 'laboured breathing', findingIds: ['respiratory-distress', 'shortness-of-breath'] },
  { wording: 'fast breathing', findingIds: ['shortness-of-breath', 'tachypnoea'] },
  { wording: 'kupumua haraka', findingIds: ['shortness-of-breath', 'tachypnoea'] },
  { wording: 'respiration rapide', findingIds: ['shortness-of-breath', 'tachypnoea'] },
  { wording: 'soboe', findingIds: ['exertional-dyspnoea', 'shortness-of-breath'] },
  { wording: 'deep rapid breathing', findingIds: ['kussmaul-breathing', 'tachypnoea'] },
  // Air hunger is breathlessness; with diabetes beside it, the deep breathing of ketoacidosis (triage rules).
  // Bedridden is too weak to get up, and long bed rest is a clot risk.
  { wording: 'bedridden', findingIds: ['prostration', 'recent-immobility-surgery'] },
  // A diabetic foot names the diabetes and the foot ulcer both.
  { wording: 'diabetic foot', findingIds: ['foot-ulcer', 'known-diabetes'] },
  { wording: 'diabetic foot ulcer', findingIds: ['foot-ulcer', 'known-diabetes'] },
  { wording: 'diabetic ulcer', findingIds: ['foot-ulcer', 'known-diabetes'] },
  { wording: 'kidonda cha kisukari', findingIds: ['foot-ulcer', 'known-diabetes'] },
  { wording: 'pied diabétique', findingIds: ['foot-ulcer', 'known-diabetes'] },
  { wording: 'air hunger', findingIds: ['shortness-of-breath', 'deep-breathing-air-hunger'] },
  { wording: 'apnoea', findingIds: ['apnoea-episodes', 'bradypnoea'] },
  { wording: 'gasping', findingIds: ['apnoea-episodes', 'bradypnoea'] },
  { wording: 'agonal breathing', findingIds: ['apnoea-episodes', 'bradypnoea'] },
  { wording: 'apnea', findingIds: ['apnoea-episodes', 'bradypnoea'] },
  { wording: 'anaacha kupumua', findingIds: ['apnoea-episodes', 'bradypnoea'] },
  { wording: 'apnee', findingIds: ['apnoea-episodes', 'bradypnoea'] },
  { wording: 'pauses respiratoires', findingIds: ['apnoea-episodes', 'bradypnoea'] },
  { wording: 'itchy eyes', findingIds: ['gritty-itchy-eyes', 'itchy-nose-eyes'] },
  { wording: 'yeux qui grattent', findingIds: ['gritty-itchy-eyes', 'itchy-nose-eyes'] },
  { wording: 'crusted eyelids', findingIds: ['eye-discharge', 'eyelids-stuck-together'] },
  { wording: 'yeux colles', findingIds: ['eye-discharge', 'eyelids-stuck-together'] },
  { wording: 'irregular heartbeat', findingIds: ['irregular-pulse', 'palpitations'] },
  { wording: 'generalised swelling', findingIds: ['face-hand-oedema', 'leg-swelling'] },
  { wording: 'generalised oedema', findingIds: ['face-hand-oedema', 'leg-swelling'] },
  { wording: 'generalized edema', findingIds: ['face-hand-oedema', 'leg-swelling'] },
  { wording: 'valvulopathie', findingIds: ['heart-murmur', 'known-heart-disease'] },
  { wording: 'watery stools', findingIds: ['diarrhoea', 'watery-diarrhoea'] },
  { wording: 'blood and mucus in stool', findingIds: ['bloody-diarrhoea', 'mucus-in-stool'] },
  { wording: 'kuharisha damu na kamasi', findingIds: ['bloody-diarrhoea', 'mucus-in-stool'] },
  { wording: 'kuhara damu na kamasi', findingIds: ['bloody-diarrhoea', 'mucus-in-stool'] },
  { wording: 'glairo sanglante', findingIds: ['bloody-diarrhoea', 'mucus-in-stool'] },
  { wording: 'glairo sanglantes', findingIds: ['bloody-diarrhoea', 'mucus-in-stool'] },
  { wording: 'diarrhee glairo sanglante', findingIds: ['bloody-diarrhoea', 'mucus-in-stool'] },
  { wording: 'hsm', findingIds: ['hepatomegaly', 'splenomegaly'] },
  { wording: 'hepatosplenomegaly', findingIds: ['hepatomegaly', 'splenomegaly'] },
  // Reduced consciousness: a danger sign as lethargy in a young child, an altered mental state in an adult.
  { wording: 'obtunded', findingIds: ['confusion', 'lethargy'] },
  { wording: 'boit beaucoup', findingIds: ['alcohol-use', 'polydipsia'] },
  { wording: 'genital blisters', findingIds: ['genital-ulcer', 'painful-genital-blisters'] },
  { wording: 'upele', findingIds: ['itchy-web-spaces', 'rash'] },
  { wording: 'shingles', findingIds: ['herpes-zoster', 'vesicular-rash'] },
  { wording: 'mkanda wa jeshi', findingIds: ['herpes-zoster', 'vesicular-rash'] },
  { wording: 'zona', findingIds: ['herpes-zoster', 'vesicular-rash'] },
  { wording: 'inguinal lymphadenopathy', findingIds: ['inguinal-bubo', 'lymphadenopathy'] },
  { wording: 'msongo wa mawazo', findingIds: ['low-mood', 'stress-anxiety'] },
  { wording: 'atrial fibrillation', findingIds: ['irregular-pulse', 'known-heart-disease'] },
  { wording: 'irregular pulse', findingIds: ['irregular-pulse', 'known-heart-disease'] },
  { wording: 'fibrillation auriculaire', findingIds: ['irregular-pulse', 'known-heart-disease'] },
  { wording: 'af', findingIds: ['irregular-pulse', 'known-heart-disease'] },
  { wording: 'korodani kuvimba', findingIds: ['scrotal-swelling', 'testicular-swelling-pain'] },
  { wording: 'pumbu kuvimba', findingIds: ['scrotal-swelling', 'testicular-swelling-pain'] },
  { wording: 'afp', findingIds: ['acute-flaccid-paralysis', 'liver-tumour-test-lab'] },
  // Listed for clinical review: wordings added with conditions 75-156 that also name an older finding.
  { wording: 'loc', findingIds: ['loss-of-consciousness-after-injury', 'unconscious'] },
  { wording: 'drooling', findingIds: ['drooling-unable-to-swallow', 'hypersalivation'] },
  { wording: 'bave', findingIds: ['drooling-unable-to-swallow', 'hypersalivation'] },
  { wording: 'chang aa', findingIds: ['alcohol-use', 'illicit-brew'] },
  { wording: 'changaa', findingIds: ['alcohol-use', 'illicit-brew'] },
  { wording: 'pombe ya kienyeji', findingIds: ['alcohol-use', 'illicit-brew'] },
  { wording: 'cannot bear weight', findingIds: ['limb-deformity-fracture', 'refuses-to-move-limb'] },
  { wording: 'refuses to move … leg', findingIds: ['limb-deformity-fracture', 'refuses-to-move-limb'] },
  { wording: 'refuses to move … arm', findingIds: ['limb-deformity-fracture', 'refuses-to-move-limb'] },
  { wording: 'impotence fonctionnelle', findingIds: ['limb-deformity-fracture', 'refuses-to-move-limb'] },
];
