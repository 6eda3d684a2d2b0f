/**
 * Examination words that name no finding on their own but contain a word that would: 'murmure vésiculaire'
 * (breath sounds, not a heart murmur), 'vesicular breath sounds' (no rash). A longer wording still wins
 * ('murmure vésiculaire diminué').
 */
export const neutralPhrases = [
  ['murmure', 'vesiculaire'],
  ['murmures', 'vesiculaires'],
  ['vesicular', 'breath', 'sounds'],
  ['vesicular', 'breathing'],
  ['breath', 'sounds'],
  // Shocked by news is an emotion, not circulatory shock.
  ['shocked', 'by'],
  ['shocked', 'at'],
  ['shocked', 'about'],
  ['heart', 'sounds'],
  ['bowel', 'sounds'],
  // 'afebrile to touch', 'warm to the touch': how the examiner felt it.
  ['to', 'the', 'touch'],
  ['to', 'touch'],
  // (The first listed wording that fits is taken: a longer one goes before its start.)
  // Smoking given up is read, and is no current smoking: the pack-years, when written, still count.
  ['stopped', 'smoking', 'cigarettes'],
  ['stopped', 'smoking'],
  ['quit', 'smoking', 'cigarettes'],
  ['quit', 'smoking'],
  ['quitting', 'smoking'],
  ['gave', 'up', 'smoking'],
  ['given', 'up', 'smoking'],
  ['ex', 'smoker'],
  ['former', 'smoker'],
  ['previous', 'smoker'],
  ['ancien', 'fumeur'],
  ['ancienne', 'fumeuse'],
  ['arrete', 'de', 'fumer'],
  ['ameacha', 'kuvuta', 'sigara'],
  // French 'goût' (taste) folds to 'gout': 'le goût a changé' names no gout ('perte du goût', longer, still reads).
  ['le', 'gout'],
  ['du', 'gout'],
  ['au', 'gout'],
  ['mauvais', 'gout'],
  ['gout', 'amer'],
  ['gout', 'metallique'],
  // 'ça brûle' (it burns, stings) is a sensation, not a burn injury ('ça brûle quand j'urine' still reads).
  ['ca', 'brule'],
  ['ca', 'me', 'brule'],
  ['ca', 'lui', 'brule'],
  // A guard by trade is no abdominal guarding.
  ['security', 'guard'],
  ['night', 'guard'],
  ['prison', 'guard'],
  // Kiswahili 'sukari' alone is diabetes ('ana sukari'); the sugar of the blood, its test or its level is a
  // measurement ('sukari ya damu 11.8', 'kipimo cha sukari', 'sukari ya kawaida'), read as a value if one is given.
  ['sukari', 'ya', 'damu'],
  ['kipimo', 'cha', 'sukari'],
  ['kiwango', 'cha', 'sukari'],
  ['sukari', 'ya', 'kawaida'],
];

/**
 * Oedema inside an organ that names no finding the engine knows (seen on imaging or by the eye specialist):
 * never swelling of the legs, and shown whole as not understood so the clinician knows it was not used.
 */
export const unreadOrganOedemaPhrases = [
  ['cerebral', 'oedema'],
  ['cerebral', 'edema'],
  ['macular', 'oedema'],
  ['macular', 'edema'],
];
