/**
 * Swahili conjugated verbs to the infinitive the vocabulary is written in: 'anaharisha' (he has diarrhoea)
 * and 'alitapika' (she vomited) meet 'kuharisha' and 'kutapika'. Subject prefix (a-, wa-, ni-, u-, tu-,
 * m-) + tense marker (-na-, -li-, -me-, -ta-, -ki-, -ka- 'and then') + root. Spoken first person present
 * drops the 'ni-' ('natapika', 'nakohoa' for 'ninatapika', 'ninakohoa'). Only used for words the
 * vocabulary does not know.
 */
const conjugated = /^(?:a|wa|ni|u|tu|m|ki|i)(?:na|li|me|ta|ki|ja|ka)([a-z]{3,})$/;
const spokenFirstPerson = /^na([a-z]{4,})$/;

export function swahiliInfinitive(word: string): string | undefined {
  const match = conjugated.exec(word) ?? spokenFirstPerson.exec(word);
  return match ? `ku${match[1]}` : undefined;
}

/**
 * Sheng and everyday Kiswahili put the Swahili subject and tense on an English verb: 'anavomit' (he is
 * vomiting), 'amefaint' (she has fainted), 'anacough', 'imeswell'. The English verb the prefix carries.
 */
const prefixedEnglishVerb = /^(?:a|wa|ni|u|tu|m|ki|i|n)?(?:na|li|me|ta|ki|ka)([a-z]{4,})$/;

export function shengEnglishVerb(word: string): string | undefined {
  return prefixedEnglishVerb.exec(word)?.[1];
}
