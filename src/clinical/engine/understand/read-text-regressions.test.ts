import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * Wordings clinicians actually write that were once misread (a wrong alarm) or unread (a missed one).
 * Each row: the words, what must be read present, what must never be read present, what must be read absent.
 */
const understand = createUnderstanding(findings);

interface Row {
  text: string;
  present?: string[];
  notPresent?: string[];
  absent?: string[];
  ageYears?: number;
}

function readRow(row: Row): { present: string[]; absent: string[] } {
  const patient = row.ageYears === undefined ? {} : { age: row.ageYears };
  const result = understand({ symptoms: [row.text], patient });
  const fromText = result.findings.filter((finding) => finding.source !== 'profile');
  return {
    present: fromText.filter((f) => f.present).map((f) => f.findingId),
    absent: fromText.filter((f) => !f.present).map((f) => f.findingId),
  };
}

function checkRows(rows: readonly Row[]): void {
  it.each(rows)('"$text"', (row) => {
    const reading = readRow(row);
    expect(reading.present).toEqual(expect.arrayContaining(row.present ?? []));
    for (const id of row.notPresent ?? []) expect(reading.present).not.toContain(id);
    expect(reading.absent).toEqual(expect.arrayContaining(row.absent ?? []));
  });
}

describe('wrong alarms: words that look like a danger sign but are not one', () => {
  checkRows([
    {
      text: 'fever not responding to treatment',
      present: ['fever'],
      notPresent: ['unconscious', 'confusion'],
    },
    {
      text: 'fever not responding to antimalarials and antibiotics, vomiting',
      present: ['fever', 'vomiting'],
      notPresent: ['unconscious'],
    },
    { text: 'cough unresponsive to amoxicillin treatment', present: ['cough'], notPresent: ['unconscious'] },
    { text: 'not responding to voice, only to pain', present: ['unconscious'] },
    {
      text: 'had a fit at home, fell and shook for 2 minutes',
      present: ['convulsions'],
      notPresent: ['hypotension'],
    },
    {
      text: 'does not know where he is',
      present: ['confusion'],
      notPresent: ['exertional-dyspnoea', 'shortness-of-breath'],
    },
    {
      text: 'Pain worse on deep breathing',
      present: ['pleuritic-chest-pain'],
      notPresent: ['kussmaul-breathing'],
    },
    {
      text: 'Big toe suddenly red, swollen and extremely painful overnight',
      present: ['acute-monoarthritis-toe'],
      notPresent: ['obesity'],
    },
    { text: 'Scratched a mosquito bite there', notPresent: ['no-bed-net'] },
    { text: 'Still eats the RUTF test portion well', notPresent: ['failed-appetite-test'] },
    { text: 'selles pâles et urines foncées', present: ['pale-stool', 'dark-urine'], notPresent: ['pallor'] },
    { text: 'Glycémie à jeun: 9,1 mmol/L', notPresent: ['missed-meal'] },
    { text: 'fièvre qui monte progressivement', present: ['fever'], notPresent: ['sweating'] },
    { text: 'Echocardiogram: mitral regurgitation', notPresent: ['regurgitation'] },
    { text: 'crampy abd pain', present: ['abdominal-pain'], notPresent: ['leg-cramps'] },
    { text: 'rK39 RDT positive', notPresent: ['malaria-test-positive'] },
  ]);
  it('does not read a pregnancy from a last period two weeks ago in a woman who is not pregnant', () => {
    const result = understand({
      symptoms: ['burning on passing urine'],
      patient: { age: 26, gender: 'female', medicalHistory: ['LMP 2 weeks ago, not pregnant'] },
    });
    expect(result.findings.find((finding) => finding.findingId === 'pregnant')?.present).not.toBe(true);
  });
});

describe('burning is a quality of pain, not a burn injury', () => {
  checkRows([
    { text: 'burning urine', present: ['dysuria'], notPresent: ['dirty-wound'] },
    { text: 'burning on passing urine', present: ['dysuria'], notPresent: ['dirty-wound'] },
    { text: 'a burning sensation on urination', present: ['dysuria'], notPresent: ['burn'] },
    { text: 'kukojoa kwa maumivu na kuungua', present: ['dysuria'], notPresent: ['dirty-wound'] },
    { text: 'burning epigastric pain', present: ['epigastric-pain'], notPresent: ['dirty-wound'] },
    {
      text: 'Burning pain behind the breastbone after meals',
      present: ['heartburn'],
      notPresent: ['dirty-wound'],
    },
    {
      text: 'maumivu ya tumbo juu ya kitovu kama kuungua',
      present: ['epigastric-pain'],
      notPresent: ['dirty-wound'],
    },
    {
      text: 'kidonda kimoja sehemu za siri kisicho na maumivu',
      present: ['genital-ulcer'],
      notPresent: ['dirty-wound'],
    },
    { text: 'burn injury from hot water on the arm', present: ['dirty-wound'] },
  ]);
});

describe('suicide, in any wording', () => {
  checkRows([
    { text: 'nafikiria kujiua, nimepanga jinsi', present: ['suicidal-thoughts'] },
    { text: 'nimepanga jinsi ya kujiua', present: ['suicidal-thoughts'] },
    { text: 'wants to kill himself, has a plan', present: ['suicidal-thoughts'] },
    { text: 'has thoughts of ending life', present: ['suicidal-thoughts'] },
    { text: 'veut mettre fin à ses jours', present: ['suicidal-thoughts'] },
    {
      text: 'says life is not worth living',
      present: ['passive-death-wish'],
      notPresent: ['suicidal-thoughts'],
    },
    { text: 'no suicidal thoughts', absent: ['suicidal-thoughts'] },
    { text: 'hana mawazo ya kujiua', absent: ['suicidal-thoughts'] },
  ]);
});

describe('vital signs typed into the text', () => {
  checkRows([
    { text: 'HR 130', present: ['tachycardia'], ageYears: 58 },
    { text: 'PR 120', present: ['tachycardia'], ageYears: 40 },
    { text: 'pulse 130', present: ['tachycardia'], ageYears: 40 },
    { text: 'BP 86/50', present: ['hypotension'], ageYears: 58 },
    { text: 'RR 28', present: ['tachypnoea'], ageYears: 58 },
    { text: 'resp 30', present: ['tachypnoea'], ageYears: 30 },
    { text: 'SpO2 88%', present: ['hypoxaemia'] },
    { text: 'sats 88', present: ['hypoxaemia'] },
    { text: 'T 39.2', present: ['high-fever', 'fever'] },
    { text: 'temp 39', present: ['high-fever'] },
    { text: 'GCS 9/15', present: ['confusion'], notPresent: ['unconscious'] },
    { text: 'GCS 7/15', present: ['unconscious'] },
    { text: 'GCS 15/15', notPresent: ['confusion', 'unconscious'] },
    { text: 'RR 8, pinpoint pupils', present: ['bradypnoea', 'pinpoint-pupils'], ageYears: 30 },
    { text: 'RR 16', notPresent: ['bradypnoea', 'tachypnoea'], ageYears: 30 },
  ]);
});

describe('status epilepticus and fits', () => {
  checkRows([
    { text: 'fitting for 15 minutes', present: ['convulsions', 'seizure-over-5-minutes'] },
    { text: 'anatetemeka mwili mzima dakika 15 sasa', present: ['convulsions', 'seizure-over-5-minutes'] },
    { text: 'hajarudi fahamu kati ya degedege', present: ['convulsions', 'unconscious'] },
    { text: 'not waking up between fits', present: ['convulsions', 'unconscious'] },
    {
      text: 'had a fit this morning, lasted 2 minutes',
      present: ['convulsions'],
      notPresent: ['seizure-over-5-minutes'],
    },
  ]);
});

describe('words in the middle of a phrase', () => {
  checkRows([
    { text: 'Bitten on the leg by a stray dog that ran away', present: ['dog-bite'] },
    { text: 'anapumua kwa shida na kutoa mlio wa filimbi', present: ['wheeze', 'shortness-of-breath'] },
    { text: 'Diarrhoea with blood and mucus', present: ['bloody-diarrhoea', 'mucus-in-stool', 'diarrhoea'] },
    { text: 'diarrhoea but no blood', present: ['diarrhoea'], notPresent: ['bloody-diarrhoea'] },
    { text: 'bitten on the foot by a snake in the maize field', present: ['snake-bite'] },
    { text: 'Red hot painful swelling of the cheek spreading', present: ['red-hot-swollen-skin'] },
    { text: 'painful swelling on the buttock, hot and red', present: ['red-hot-swollen-skin'] },
    { text: 'pus coming out at the top', present: ['fluctuant-swelling'] },
  ]);
});

describe('common wordings once left unread', () => {
  checkRows([
    { text: 'Pain when passing urine', present: ['dysuria'] },
    { text: 'Pain in the right flank', present: ['flank-pain'] },
    { text: 'Chest sucking in when breathing', present: ['chest-indrawing'], ageYears: 2 },
    { text: 'white patches on tonsils', present: ['tonsillar-exudate'] },
    { text: 'painful to swallow', present: ['sore-throat'] },
    { text: 'stung by bees, throat feels tight and swollen', present: ['allergen-exposure', 'angioedema'] },
    { text: 'pupils very small, lots of saliva', present: ['pinpoint-pupils', 'hypersalivation'] },
    { text: 'Feet swelling', present: ['leg-swelling'] },
    { text: 'speech not clear', present: ['speech-difficulty'] },
    { text: 'pain going to the left arm and jaw', present: ['pain-radiating-arm-jaw'] },
    { text: 'Kernig +ve', present: ['neck-stiffness'] },
    { text: 'Swollen painful hands and feet', present: ['dactylitis'] },
    { text: 'macho yamezama ndani', present: ['sunken-eyes'] },
    { text: 'kushindwa kupumua nikilala chali', present: ['orthopnoea'] },
    { text: 'body inauma', present: ['myalgia'] },
    { text: 'gonflement des lèvres et de la langue', present: ['angioedema'] },
    { text: "l'enfant se tire l'oreille", present: ['ear-pain'] },
    { text: 'lost sense of smell', present: ['loss-of-smell-taste'] },
    { text: 'kupoteza uwezo wa kunusa', present: ['loss-of-smell-taste'] },
    { text: 'My back is paining after carrying sacks', present: ['back-pain', 'mechanical-back-pain'] },
    { text: 'No weakness or numbness in the legs', absent: ['focal-weakness'], notPresent: ['fatigue'] },
    { text: 'Too weak to sit or stand without help', present: ['prostration'] },
    { text: 'Bulging soft spot on the head', present: ['bulging-fontanelle'], ageYears: 0.4 },
    { text: 'Stopped breastfeeding', present: ['unable-to-drink'], ageYears: 0.4 },
    { text: 'Body becomes stiff with spasms when touched', present: ['muscle-spasms'], ageYears: 0.02 },
    { text: 'washed the body of a relative who died of a bleeding illness', present: ['vhf-exposure'] },
    {
      text: 'Itchy ring-shaped rash with a red scaly edge and clear centre',
      present: ['ring-shaped-patch', 'itching'],
    },
    { text: 'Sour fluid coming up into the mouth', present: ['regurgitation'] },
    { text: 'yanazidi nikiwa na njaa, yanapungua nikila', present: ['pain-related-to-meals'] },
    { text: 'viganja vimepauka', present: ['pallor'] },
    { text: 'eyes not sunken, drinking normally', absent: ['sunken-eyes'] },
    {
      text: 'LMP 6/52, PV spotting, L iliac fossa pain',
      present: ['missed-period', 'vaginal-bleeding', 'lower-abdominal-pain'],
    },
    { text: 'eyelids dropping, breathing becoming weak', present: ['ptosis', 'bradypnoea'] },
    { text: 'sina hamu ya kitu chochote, silali vizuri', present: ['anhedonia', 'sleep-disturbance'] },
    { text: 'vision un peu floue', present: ['visual-disturbance'] },
    { text: 'usaha kutoka uumeni', present: ['urethral-discharge'] },
    { text: 'maumivu chini ya tumbo', present: ['lower-abdominal-pain'] },
    { text: 'jambe rouge, chaude et gonflée', present: ['red-hot-swollen-skin'] },
    { text: 'swims in the lake, drinks raw milk', present: ['freshwater-contact', 'raw-milk-livestock'] },
    { text: 'sibling has similar spots', present: ['sick-contacts'] },
    {
      text: 'cooked with firewood indoors, cough for many years',
      present: ['known-copd-or-smoker', 'chronic-cough'],
    },
    { text: 'stools like rice water', present: ['profuse-rice-water-stool'] },
    { text: 'bleeding from gums', present: ['bleeding-mucosal'] },
    { text: 'VIH connu, arrêt des ARV', present: ['known-hiv'] },
    { text: 'Refused to eat RUTF during the clinic appetite test', present: ['failed-appetite-test'] },
  ]);
});

describe('reassuring signs written without a negation word', () => {
  checkRows([
    { text: 'playing and drinking normally', absent: ['lethargy', 'unable-to-drink'], ageYears: 2 },
    { text: 'alert, breastfeeding well', absent: ['lethargy', 'unable-to-drink'], ageYears: 0.5 },
    { text: 'not alert', present: ['lethargy'], ageYears: 2 },
    { text: 'ananyonya vizuri', absent: ['unable-to-drink'], ageYears: 0.3 },
    { text: 'Sleeps under a treated net every night', absent: ['no-bed-net'] },
    { text: 'eats the RUTF test portion well', absent: ['failed-appetite-test'], ageYears: 1 },
    { text: 'no fever and not drinking', present: ['unable-to-drink'], absent: ['fever'], ageYears: 1 },
    { text: 'Cut down on salt', notPresent: ['dirty-wound'] },
    { text: 'cord cut with a razor', present: ['dirty-wound'], ageYears: 0.02 },
  ]);
});

describe('what has passed, and what another cause explains', () => {
  checkRows([
    { text: 'did not lose consciousness', absent: ['unconscious'] },
    { text: 'history of fits in childhood, none since', notPresent: ['convulsions'] },
    { text: 'vomiting resolved, diarrhoea continues', present: ['diarrhoea'], absent: ['vomiting'] },
    { text: 'homa imeisha', absent: ['fever'] },
    {
      text: 'unable to walk far because of knee pain',
      present: ['knee-hip-pain-on-use'],
      notPresent: ['prostration'],
    },
    { text: 'unable to walk, very weak', present: ['prostration'] },
  ]);
});

describe('danger signs and common complaints in Swahili and French', () => {
  checkRows([
    { text: 'damu puani', present: ['bleeding-mucosal'] },
    { text: 'hawezi kuongea vizuri', present: ['speech-difficulty'] },
    { text: "l'enfant ne peut pas boire ni téter", present: ['unable-to-drink'], ageYears: 1 },
    { text: 'douleur abdominale en fosse iliaque droite', present: ['right-lower-quadrant-pain'] },
    { text: 'céphalées intenses et raideur de nuque', present: ['severe-headache', 'neck-stiffness'] },
    { text: 'vomit du sang', present: ['melaena'] },
    { text: 'paralysie du côté droit', present: ['focal-weakness'] },
    { text: 'léthargique, ne joue plus', present: ['lethargy'], ageYears: 2 },
    { text: 'il ne répond pas au traitement', notPresent: ['unconscious'] },
    { text: 'éruption prurigineuse généralisée', present: ['rash', 'itching'] },
  ]);
});

describe('exam and clinic framing', () => {
  checkRows([
    { text: 'the child is brought with vomiting', present: ['vomiting'], notPresent: [] },
    { text: 'chest pain brought on by exertion', present: ['chest-pain'], notPresent: [] },
    { text: 'capillary refill time is 4 seconds', present: ['weak-pulse-cold-hands'], notPresent: [] },
    { text: 'capillary refill 2 seconds', present: [], notPresent: ['weak-pulse-cold-hands'] },
  ]);
});

describe('a word borrowed by the wrong finding', () => {
  checkRows([
    { text: 'CSF protein level of 120 mg/dL', notPresent: ['proteinuria-lab'] },
    { text: 'urine dipstick: protein 1+', present: ['proteinuria-lab'] },
    { text: 'oedema of the eyelids', notPresent: ['leg-swelling'] },
    { text: 'pulmonary oedema on the X-ray', notPresent: ['leg-swelling'] },
    { text: 'leukocytes in stool', present: ['stool-pus-rbc-lab'], notPresent: ['urine-leucocytes-lab'] },
    { text: 'blood count shows eosinophilia', present: ['eosinophilia-lab'] },
    { text: 'chest X-ray: right lower lobe consolidation', present: ['chest-xray-consolidation'] },
    {
      text: 'a mid-diastolic rumble with an opening snap',
      present: ['mitral-stenosis-signs', 'heart-murmur'],
    },
    { text: 'episodes of staring with lip smacking', present: ['focal-seizure-features'] },
    { text: 'enlarged painless lymph nodes in the groin', present: ['lymphadenopathy'] },
    {
      text: 'HAV IgM positive HBsAg negative anti-HCV negative',
      present: ['hav-igm-positive-lab'],
      absent: ['hbsag-positive-lab', 'anti-hcv-positive-lab'],
    },
    { text: 'HBeAg negative anti-HCV negative', notPresent: ['anti-hcv-positive-lab'] },
    { text: 'not HIV positive', notPresent: ['known-hiv', 'hiv-test-positive'] },
  ]);
});

describe('whose finding, and when: a relative, a past event, an adjective', () => {
  checkRows([
    { text: 'a pale, faint macular rash over the back', present: ['rash'], notPresent: ['syncope'] },
    { text: 'felt faint when standing up', present: ['syncope'] },
    { text: 'toddler, known to have had febrile fits as a baby, today cough', notPresent: ['convulsions'] },
    { text: 'previous fainting episodes; now breathless', notPresent: ['syncope'] },
    { text: 'a history of fits', notPresent: ['convulsions'] },
    { text: 'fitting again now', present: ['convulsions'] },
    { text: 'fever and fits in a child of three', present: ['convulsions'] },
    { text: 'baby born to a diabetic mother, jittery', notPresent: ['known-diabetes'] },
    {
      text: 'his father died of a stroke; he has a headache',
      present: ['headache'],
      notPresent: ['focal-weakness'],
    },
    { text: 'family history of asthma, wheezy today', present: ['wheeze'], notPresent: ['known-asthma'] },
    { text: 'brought by her mother with fever and cough', present: ['fever', 'cough'] },
    { text: 'nocturia over the past year', present: ['nocturia'] },
  ]);
});

describe('durations belong to the illness, not to a moment or to the age', () => {
  checkRows([
    {
      text: 'jerking of the limbs began 10 hours after birth',
      present: ['convulsions'],
      notPresent: ['seizure-over-5-minutes'],
    },
    { text: 'fits on and off for 3 days', present: ['convulsions'], notPresent: ['seizure-over-5-minutes'] },
    { text: 'a fit lasting 15 minutes', present: ['seizure-over-5-minutes'] },
    { text: '7/12 boy with a cough', present: ['cough'], notPresent: ['chronic-cough'] },
    { text: 'cough for a month with weight loss', present: ['chronic-cough'] },
  ]);
});

describe('lay breathing words, cue words inside a wording, and exam words that name nothing', () => {
  checkRows([
    { text: 'the little one is working harder to breathe', present: ['respiratory-distress'] },
    { text: 'drawing in of the chest with each breath', present: ['chest-indrawing'] },
    { text: 'murmure vésiculaire normal des deux côtés', notPresent: ['heart-murmur'] },
    { text: 'vesicular breath sounds throughout', notPresent: ['vesicular-rash', 'rash'] },
    {
      text: 'murmure vésiculaire aboli à la base droite',
      present: ['pleural-effusion-signs'],
      notPresent: ['heart-murmur'],
    },
    { text: 'absent ankle reflex on the left', present: ['absent-reflexes'] },
    { text: 'tendon reflexes absent in both legs', present: ['absent-reflexes'] },
    {
      text: 'cough absent, reflexes brisk',
      absent: ['cough'],
      notPresent: ['acute-flaccid-paralysis', 'absent-reflexes'],
    },
    { text: 'their home flooded in the rains', notPresent: ['heavy-menstrual-bleeding'] },
    { text: 'flooding during periods for a year', present: ['heavy-menstrual-bleeding'] },
    { text: 'warm and erythematous shin', present: ['red-hot-swollen-skin'] },
  ]);
});

describe('examination wordings of the throat, sinuses, glands and scalp', () => {
  checkRows([
    { text: 'uvula pushed to one side by a bulge', present: ['peritonsillar-swelling'] },
    {
      text: 'sinus pressure and green nasal discharge',
      present: ['facial-pain', 'purulent-nasal-discharge'],
    },
    { text: 'several enlarged lymph nodes in the neck', present: ['lymphadenopathy'] },
    { text: 'a round bald spot with broken hairs', present: ['scalp-scaling-hair-loss'] },
  ]);
});

describe('danger signs in everyday words: irregular verbs, bleeding told by its colour, a hernia that is stuck', () => {
  checkRows([
    { text: 'since the accident she has not woken up', present: ['unconscious'] },
    { text: 'he never woke up after the seizure', present: ['unconscious'] },
    { text: 'she woke up confused this morning', notPresent: ['unconscious'] },
    { text: 'she only moans when we call her', notPresent: ['unconscious'] },
    { text: 'my father vomited clots of blood last night', present: ['melaena'] },
    { text: 'he threw up blood twice', present: ['melaena'] },
    { text: 'his stools are black like tar', present: ['melaena'] },
    { text: 'black spots on the skin and loose stools', notPresent: ['melaena'] },
    { text: 'a crowing sound each time he is breathing in', present: ['stridor'] },
    { text: 'noise from the chest when breathing in and out', notPresent: ['stridor'] },
    { text: 'the ribs suck in with every breath', present: ['chest-indrawing'] },
    {
      text: 'the lump in the groin will not go back in and hurts',
      present: ['irreducible-tender-groin-lump'],
    },
  ]);
});

describe('irregular past tenses meet the base form of a wording', () => {
  checkRows([
    { text: 'her gums bled when she brushed her teeth', present: ['bleeding-mucosal'] },
    { text: 'she bled a lot after the baby came out', present: ['heavy-bleeding'] },
    { text: 'she threw up everything she ate', present: ['vomiting-everything'] },
    { text: 'he drank a cup of paraffin by mistake', notPresent: ['drunk-intoxicated'] },
    { text: 'he suddenly became stiff and his arms shook', notPresent: ['muscle-spasms'] },
  ]);
});

describe('lay danger signs: a child who responds only when shaken, a limb the child will not move', () => {
  checkRows([
    { text: 'he lies still and only groans when shaken', present: ['unconscious'] },
    { text: 'she responds only when shaken hard', present: ['unconscious'] },
    { text: 'he groans and shakes with fever', notPresent: ['unconscious'] },
    { text: 'the toddler will not move his left leg', present: ['refuses-to-move-limb'] },
    { text: 'she screams when the leg is moved', present: ['refuses-to-move-limb'] },
    { text: 'the boy will not move from his bed, leg pain', notPresent: ['refuses-to-move-limb'] },
    {
      text: 'a hard pain high in the tummy that goes through to his back',
      present: ['epigastric-pain-radiating-back'],
    },
    { text: 'the pain goes through to the chest', notPresent: ['epigastric-pain-radiating-back'] },
    { text: 'over three days a weakness crept up both legs', present: ['acute-flaccid-paralysis'] },
    { text: 'a weakness spreading up from the feet since Monday', present: ['acute-flaccid-paralysis'] },
    { text: 'tired and weak after the flu, legs ache', notPresent: ['acute-flaccid-paralysis'] },
  ]);
});

describe('blood in the stool beside vomiting is bloody stool, not melaena', () => {
  checkRows([
    {
      text: 'vomiting and blood in the stool',
      present: ['vomiting', 'bloody-diarrhoea'],
      notPresent: ['melaena'],
    },
    {
      text: 'vomiting, blood in the stool',
      present: ['vomiting', 'bloody-diarrhoea'],
      notPresent: ['melaena'],
    },
    // Controls: blood that is vomited, and a stool that is black, are still read as such.
    { text: 'vomiting blood since the morning', present: ['melaena'] },
    { text: 'diarrhoea, and the stool is black', present: ['melaena'] },
    { text: 'joint and muscle aches', present: ['arthralgia', 'myalgia'] },
    { text: 'weakness or numbness in the legs', present: ['focal-weakness', 'numbness-tingling-feet'] },
  ]);
});

describe('a birth in the last weeks is postpartum, not a pregnancy now', () => {
  checkRows([
    {
      text: 'since the baby came she has been bleeding',
      present: ['recent-childbirth'],
      absent: ['pregnant'],
    },
    {
      text: 'G3P3, gave birth yesterday at 39 weeks',
      present: ['recent-childbirth'],
      notPresent: ['pregnant'],
    },
    // Control: a pregnancy written outright stays a pregnancy.
    { text: 'G2P1 at 32 weeks', present: ['pregnant', 'pregnancy-over-20-weeks'] },
  ]);
});

describe('exam shorthand that rules a finding out', () => {
  checkRows([
    { text: 'afebrile, pulse 88', absent: ['fever'] },
    { text: 'breathing comfortably on room air', absent: ['respiratory-distress'] },
    // Control: a fever in the history stays present beside an afebrile examination.
    { text: 'fever for 5 days; afebrile today', present: ['fever'] },
  ]);
});
