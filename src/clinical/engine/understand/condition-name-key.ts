import { conditionNameTokens } from './resolve-condition-name';

// eslint-disable-next-line no-control-regex -- ASCII apart from '^' (0x5e) and '`' (0x60), the ASCII diacritics
const asciiWithoutDiacritics = /^[\x00-\x5d\x5f\x61-\x7f]*$/;
// eslint-disable-next-line no-control-regex -- the characters conditionNameTokens may decompose or drop
const unlikeAscii = /[^\x00-\x5d\x5f\x61-\x7f]/g;

/**
 * What each character outside plain ASCII becomes in a name key, read from conditionNameTokens itself
 * (decomposed, diacritics dropped, lower case): its letters ('é' 'e'), nothing (a lone diacritic), or a
 * space when it holds no letter or digit ('…', '’'). Undefined for a character that gives letters and
 * other characters at once, or half of a surrogate pair: such a text is read the long way.
 */
const characterKeys = new Map<string, string | undefined>();

function characterKey(character: string): string | undefined {
  if (characterKeys.has(character)) return characterKeys.get(character);
  const code = character.charCodeAt(0);
  const read = character
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const key =
    code >= 0xd800 && code <= 0xdfff
      ? undefined
      : /^[a-z0-9]*$/.test(read)
        ? read
        : /[a-z0-9]/.test(read)
          ? undefined
          : ' ';
  characterKeys.set(character, key);
  return key;
}

/**
 * conditionNameTokens joined by spaces ('pre eclampsia'): the words one space apart. The engine keys every
 * wording of the vocabulary so when it starts: each accented letter is read once, not each text decomposed.
 */
export function conditionNameKey(text: string): string {
  let ascii = text;
  if (!asciiWithoutDiacritics.test(text)) {
    let isReadable = true;
    ascii = text.replace(unlikeAscii, (character) => {
      const key = characterKey(character);
      if (key === undefined) isReadable = false;
      return key ?? ' ';
    });
    if (!isReadable) return conditionNameTokens(text).join(' ');
  }
  // Runs of other characters become one space, as a split on them and a join leave the words.
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
