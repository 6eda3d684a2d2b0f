import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * How far a negation reaches (understand/negation-lists.ts, read-text.ts), told through triage: a danger
 * sign that has stopped being normal ('no longer responding'), that follows a denied treatment or
 * history ('not on ART, severe headache and neck stiffness') or that is told in a clause of its own after
 * a denial ('denies chest pain, collapsed, sweating') is present and raises the alarm; the same sign
 * truly denied, in a list the negation governs, stays calm. Written for these tests, in English,
 * Kiswahili and French.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const adult: Patient = { age: 34, gender: 'male', country: 'KE' };
const olderMan: Patient = { age: 52, gender: 'male', country: 'CM' };
const woman: Patient = { age: 29, gender: 'female', country: 'TZ' };
const toddler: Patient = { age: 2, gender: 'female', country: 'KE' };
const child: Patient = { age: 3, gender: 'male', country: 'SN' };

const diagnose = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;
const presentIds = (text: string, patient: Patient) =>
  diagnose(text, patient)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const absentIds = (text: string, patient: Patient) =>
  diagnose(text, patient)
    .findingsUsed.filter((finding) => !finding.present)
    .map((finding) => finding.findingId);

const alarming = ['emergency', 'critical'];
const calm = ['routine', 'urgent'];

interface Twin {
  name: string;
  patient: Patient;
  /** The danger sign present: must raise the alarm. */
  alarming: string;
  /** The same sign truly denied: must stay calm. */
  calm: string;
}

const twins: Twin[] = [
  // Unresponsive: a state that has stopped is present, not denied.
  {
    name: 'unresponsive, "no longer responding"',
    patient: adult,
    alarming: 'Brought by his wife, no longer responding since this morning',
    calm: 'Brought by his wife, no longer dizzy since this morning, talking normally',
  },
  {
    name: 'unresponsive, "not responding anymore" / a fever not responding to treatment',
    patient: adult,
    alarming: 'Diabetic, not responding anymore, sugar not checked',
    calm: 'Diabetic, fever not responding to paracetamol, talking normally',
  },
  {
    name: 'unresponsive, Kiswahili "hajibu tena"',
    patient: adult,
    alarming: 'Mkewe anasema hajibu tena tangu asubuhi',
    calm: 'Mkewe anasema hana homa tena, anaongea vizuri',
  },
  {
    name: 'unresponsive, French "ne répond plus"',
    patient: adult,
    alarming: 'Amené par sa femme, il ne répond plus depuis ce matin',
    calm: 'Amené par sa femme, il n a pas de fièvre, parle normalement',
  },
  // Convulsions told in a clause of their own after a denial.
  {
    name: 'convulsion after a denied fever',
    patient: child,
    alarming: 'Denies fever, convulsed twice this morning, drowsy',
    calm: 'Denies fever, convulsions or drowsiness, playing well',
  },
  {
    name: 'convulsion, Kiswahili',
    patient: child,
    alarming: 'Bila homa, ameanza degedege asubuhi',
    calm: 'Bila homa wala degedege, anacheza vizuri',
  },
  {
    name: 'convulsion, French',
    patient: child,
    alarming: 'Sans fièvre, il a convulsé ce matin',
    calm: 'Sans fièvre ni convulsions, joue bien',
  },
  // Neck stiffness after a denied treatment or history.
  {
    name: 'meningism after "not on ART"',
    patient: adult,
    alarming: 'Not on ART, severe headache and neck stiffness',
    calm: 'On ART, headache, no neck stiffness or fever',
  },
  {
    name: 'meningism after a denied history, Kiswahili',
    patient: adult,
    alarming: 'Hatumii ARV, hakuna historia ya kifafa, maumivu makali ya kichwa na shingo ngumu',
    calm: 'Anatumia ARV, maumivu ya kichwa, hakuna shingo ngumu wala homa',
  },
  {
    name: 'meningism after "pas sous traitement"',
    patient: adult,
    alarming: 'Pas sous traitement, céphalée intense et raideur de nuque',
    calm: 'Sous traitement, céphalée, pas de raideur de nuque ni de fièvre',
  },
  // Chest pain and collapse: a list of nouns is denied, a clause of its own is not. (Collapse with sweating
  // alone is a reflex faint's prodrome, same-day under ESC syncope 2018: the alarm is the cold, clammy shock.)
  {
    name: 'collapse and cold clammy skin told after a denied chest pain',
    patient: olderMan,
    alarming: 'Denies chest pain, collapsed, cold and clammy',
    calm: 'Denies chest pain, collapse or cold clammy skin',
  },
  {
    name: 'chest pain, Kiswahili',
    patient: olderMan,
    alarming: 'Hakuna kikohozi, ana maumivu makali ya kifua na jasho',
    calm: 'Hakuna kikohozi wala maumivu ya kifua',
  },
  {
    name: 'chest pain graded after a denied cough, French',
    patient: olderMan,
    alarming: 'Pas de toux, douleur thoracique intense et sueurs',
    calm: 'Pas de toux ni de douleur thoracique',
  },
  // Breathlessness after a denied history; alternatives ('or', 'ni') stay under the negation.
  {
    name: 'breathlessness after "no history of asthma"',
    patient: adult,
    alarming: 'No history of asthma, severe difficulty breathing and lips blue',
    calm: 'No history of asthma, breathing difficulty or blue lips',
  },
  {
    name: 'breathlessness after a denied history, Kiswahili',
    patient: adult,
    alarming: 'Hakuna historia ya pumu, anapumua kwa shida sana na midomo ni ya bluu',
    calm: 'Hakuna historia ya pumu, hapumui kwa shida',
  },
  {
    name: 'breathlessness after a denied history, French',
    patient: adult,
    alarming: 'Pas d antécédent d asthme, détresse respiratoire et lèvres bleues',
    calm: 'Pas d antécédent d asthme ni de difficulté respiratoire',
  },
  // Bleeding.
  {
    name: 'bleeding after a denied treatment',
    patient: woman,
    alarming: 'Not on anticoagulants, vomiting blood and black stools',
    calm: 'Not on anticoagulants, no vomiting of blood or black stools',
  },
  {
    name: 'bleeding told at its own time after a denial',
    patient: woman,
    alarming: 'Denies abdominal pain, vomited blood twice today',
    calm: 'Denies abdominal pain, vomiting blood or black stools',
  },
  // Cannot drink: an inability opens a clause of its own.
  {
    name: 'cannot drink after a denied fever',
    patient: toddler,
    alarming: 'Denies fever, unable to drink or breastfeed',
    calm: 'Denies fever, vomiting or difficulty drinking, drinking well',
  },
  {
    name: 'cannot drink, Kiswahili',
    patient: toddler,
    alarming: 'Bila homa, hawezi kunywa wala kunyonya',
    calm: 'Bila homa wala kutapika, ananyonya vizuri',
  },
  {
    name: 'cannot drink, French',
    patient: toddler,
    alarming: 'Sans fièvre, ne boit plus',
    calm: 'Sans fièvre ni vomissements, boit bien',
  },
  // French negation closes around the verb: 'ne … pas', 'ne … plus' deny it, unless the wording is the
  // inability itself ('n'arrive plus à boire').
  {
    name: 'French "ne … plus": fits that have stopped / cannot drink any more',
    patient: child,
    alarming: 'Pas de fièvre, il n arrive plus à boire, très somnolent',
    calm: 'Il ne convulse plus depuis hier, joue et boit bien',
  },
  {
    name: 'French "ne … pas" around a verb',
    patient: child,
    alarming: 'Fièvre depuis deux jours, il convulse et ne boit plus',
    calm: 'Fièvre depuis deux jours, il ne convulse pas, boit bien',
  },
  // A reassurance after 'and' is a statement of its own, not one more denied item.
  {
    name: 'drinking: "no chest indrawing and drinking well" / "and not drinking"',
    patient: toddler,
    alarming: 'Not pale, no chest indrawing and not drinking',
    calm: 'Not pale, not jaundiced, no chest indrawing and drinking well',
  },
  {
    name: 'feeding: "not lethargic and feeding well" / lethargic and not feeding',
    patient: toddler,
    alarming: 'No convulsions, lethargic and not feeding',
    calm: 'No convulsions, not lethargic and feeding well',
  },
  {
    name: 'feeding, French: "et tète bien" / "et ne tète plus"',
    patient: toddler,
    alarming: 'Pas de convulsions, léthargique et ne tète plus',
    calm: 'Pas de convulsions, pas de léthargie et tète bien',
  },
  {
    name: 'stopped feeding / stopped vomiting',
    patient: toddler,
    alarming: 'Not feeding anymore, very sleepy',
    calm: 'No longer vomiting, feeding well',
  },
];

describe('a danger sign present after a negation raises the alarm', () => {
  it.each(twins.map((twin) => [twin.name, twin.alarming, twin.patient] as const))(
    '%s (alarming)',
    (_name, text, patient) => {
      const triage = diagnose(text, patient).triage;
      expect(alarming, triage.reasons.join(' | ')).toContain(triage.urgency);
    },
  );
});

describe('the same sign truly denied stays calm', () => {
  it.each(twins.map((twin) => [twin.name, twin.calm, twin.patient] as const))(
    '%s (calm)',
    (_name, text, patient) => {
      const triage = diagnose(text, patient).triage;
      expect(calm, triage.reasons.join(' | ')).toContain(triage.urgency);
    },
  );
});

describe('the reach of a negation', () => {
  it('reads a stopped state as the state now: "no longer vomiting" denies the vomiting', () => {
    expect(absentIds('No longer vomiting', adult)).toContain('vomiting');
    expect(presentIds('He is no longer responding', adult)).toContain('unconscious');
  });

  it("French 'n'a plus de' denies what follows", () => {
    expect(absentIds('Il n a plus de fièvre depuis hier', adult)).toContain('fever');
    expect(presentIds('Il n a plus de fièvre depuis hier', adult)).not.toContain('fever');
  });

  it('"and" opening a clause ends the negation inside a part', () => {
    const text = 'Denies cough, chest pain and collapsed at work';
    expect(absentIds(text, olderMan)).toEqual(expect.arrayContaining(['cough', 'chest-pain']));
    expect(presentIds(text, olderMan)).toContain('syncope');
  });

  it('a subject opens a clause of its own: "denies fever, he collapsed"', () => {
    expect(presentIds('Denies fever, he collapsed', adult)).toContain('syncope');
  });

  it('a participle naming a thing stays in the list: "no headache, blurred vision or epigastric pain"', () => {
    const present = presentIds('No headache, blurred vision or epigastric pain', woman);
    expect(present).not.toContain('visual-disturbance');
    expect(present).not.toContain('epigastric-pain');
  });

  it('after "not", states in a row stay denied: "not pale, jaundiced or cyanosed"', () => {
    const present = presentIds('Not pale, jaundiced or cyanosed', adult);
    expect(present).not.toContain('jaundice');
    expect(present).not.toContain('cyanosis');
  });

  it('an ungraded list of nouns after "no" and "and" stays denied: "no chest pain and sweating"', () => {
    expect(presentIds('No chest pain and sweating', olderMan)).not.toContain('sweating');
  });

  // 'no fever, vomiting since morning' may deny both or only the fever; the vomiting, dated on its own,
  // is kept present, the safe reading for what may be a danger sign.
  it('an item dated on its own is told, not denied: "no fever, vomiting since morning"', () => {
    expect(presentIds('No fever, vomiting since morning', child)).toContain('vomiting');
  });
});
