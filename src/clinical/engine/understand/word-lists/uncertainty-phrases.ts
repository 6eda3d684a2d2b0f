/**
 * Words that leave a finding open, neither found nor excluded: 'gallstones cannot be excluded', 'unable to
 * rule out meningitis', 'scan to rule out a bleed'. What they speak of in their part is read as neither
 * present nor absent (NegEx's uncertainty and hypothetical cues).
 */
export const uncertaintyPhrases = [
  ['cannot', 'be', 'excluded'],
  ['cannot', 'be', 'ruled', 'out'],
  ['could', 'not', 'be', 'excluded'],
  ['could', 'not', 'be', 'ruled', 'out'],
  ['not', 'excluded'],
  ['not', 'ruled', 'out'],
];

/**
 * A wish or hope for what is not so (ConText's hypothetical cues): 'wishes she would not wake up', 'hopes he
 * will never wake' tell a wish, not a patient who cannot be woken. Only a wish verb followed by its subject
 * and a modal or negation counts, so 'wishes to have the fever checked' keeps its fever.
 */
const wishVerbs = ['wish', 'wishes', 'wished', 'wishing', 'hope', 'hopes', 'hoped', 'hoping'];
const wishSubjects = ['i', 'he', 'she', 'they', 'to'];
const wishModals = ['would', 'could', 'might', 'will', 'were', 'was', 'did', 'never', 'not'];
const wishPhrases = wishVerbs.flatMap((verb) =>
  wishSubjects.flatMap((subject) => wishModals.map((modal) => [verb, subject, modal])),
);

/** The same, written before what they leave open: 'unable to rule out meningitis', 'a scan to exclude a bleed'. */
export const leadingUncertaintyPhrases = [
  ['unable', 'to', 'rule', 'out'],
  ['unable', 'to', 'exclude'],
  ['to', 'rule', 'out'],
  ['to', 'exclude'],
  // A fear or a guess voiced about what might be happening (ConText's hypothetical cues): 'thinks she may
  // be having a fit', 'afraid it is a stroke' tell a worry, not a diagnosis.
  ['may', 'be', 'having'],
  ['might', 'be', 'having'],
  ['afraid', 'of', 'having'],
  ['afraid', 'it', 'is'],
  ['fears', 'it', 'is'],
  ['worried', 'it', 'is'],
  ['worried', 'about', 'having'],
  ...wishPhrases,
];
