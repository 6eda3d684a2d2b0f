/**
 * Wordings of one emergency step that the knowledge writes in several ways (the triage rules, the
 * protocols and the first doses each say "fluids" or "IV lines" in their own words). A step is that
 * step only when the whole of it is one of these wordings, once a leading verb is set aside: a step that
 * adds anything (a dose, a condition, a caution) stays its own step. English only: in another language
 * steps are compared word for word.
 */
export const equivalentSteps: readonly { step: string; wordings: RegExp }[] = [
  {
    step: 'intravenous access',
    wordings:
      /^(an? |one |two )?(large(-bore)? |wide-bore )?(iv|intravenous) (line|lines|access|cannula|cannulas)$/,
  },
  {
    step: 'intravenous fluids',
    wordings:
      /^(iv |intravenous )?(fluids|crystalloid|ringer[’']s lactate or saline( fast)?|ringer[’']s lactate|normal saline)( fast)?( per etat shock protocol.*)?$/,
  },
  {
    step: 'first-response bundle',
    wordings: /^(the |who )?first-response bundle( \(e-motive\))?( now)?( as soon as .*)?$/,
  },
  { step: 'examine the placenta', wordings: /^(examine |examination of )?(the )?placenta$/ },
  { step: 'examine the genital tract', wordings: /^(examine |examination of )?(the )?genital tract$/ },
  {
    step: 'referral',
    wordings: /^(urgent |emergency |immediate )?referral$|^refer( now| urgently| immediately| at once)?$/,
  },
  { step: 'oxygen', wordings: /^oxygen( now)?$/ },
  {
    step: 'urethral catheter',
    wordings: /^(pass )?(a )?(urethral |urinary )?catheter( now)?$|^catheteri[sz]e( the bladder)?( now)?$/,
  },
  { step: 'glucose check', wordings: /^(blood |random blood )?glucose( check)?$/ },
  { step: 'airway', wordings: /^(the )?airway$/ },
  { step: 'call for help', wordings: /^(call|shout) for help$/ },
  { step: 'resuscitation', wordings: /^resuscitate( now)?$/ },
];

/**
 * Steps done at once, before anything else, whatever the emergency: help called and airway, breathing and
 * circulation secured (WHO Basic Emergency Care 2018, the ABCDE approach; WHO MCPC 2017, S-1 rapid initial
 * assessment: shout for help).
 */
export const immediateSteps: ReadonlySet<string> = new Set(['call for help', 'airway', 'resuscitation']);

const leadingVerb = /^(give|start|insert|put in|set up|check|manage|protect|clear|secure|begin|arrange)\s+/;

/** The step a wording says: its name from the list above, or the wording itself. */
export function stepKeyOf(wording: string): string {
  const text = wording.replace(leadingVerb, '').trim();
  return equivalentSteps.find((entry) => entry.wordings.test(text))?.step ?? wording;
}

/**
 * The medicine a first-dose line gives ("First dose now, before referral (...): Ringer's lactate ... 1000 mL
 * intravenous — 1 litre fast"), by its name without brackets: a later step naming it again is not said twice.
 */
export function firstDoseMedicineOf(line: string): string | undefined {
  const match = /:\s*([^:—]*?)\s+\d[^—]*—/.exec(line);
  return match?.[1]?.replace(/\s*\(.*\)\s*$/, '').trim() || undefined;
}

/** A protocol heading that is a referral ("Refer now to Hospital with theatre ...:") says the referral. */
export const isReferralHeading = (heading: string) =>
  /^refer (now |urgently |immediately )?to /.test(heading);
