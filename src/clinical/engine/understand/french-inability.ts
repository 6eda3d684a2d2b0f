import type { Token } from './tokenise';

/**
 * French says 'cannot' in several ways that mean the same: 'il ne peut pas marcher', 'je ne peux plus
 * marcher', 'elle n'arrive pas à marcher', 'il n'arrive plus à téter', 'incapable de marcher', 'impossible
 * de marcher', 'la douleur l'empêche de marcher'; 'difficulty' as 'difficulté à avaler' or 'du mal à avaler'; a pain as 'mal au ventre' or
 * 'douleur au ventre'; two verbs denied at once as 'ne mange ni ne boit'. The text is read with one
 * form of each ('ne peut pas', 'ne peut plus', 'difficulte a'), and a wording written in another also
 * teaches that one (derive-wordings.ts), so the vocabulary holds one form. Forms from Grevisse, Le bon
 * usage (16th ed., 2016), on the negation 'ne … pas / plus' and the semi-auxiliaries 'pouvoir' and
 * 'arriver à'.
 */

/** Forms of 'pouvoir' a person says: 'je ne peux', 'il ne pouvait', 'ils ne peuvent'. */
const canForms = new Set(['peut', 'peux', 'pouvait', 'pouvais', 'peuvent', 'pouvons', 'pouvez', 'pourra']);
/** Forms of 'arriver à' (to manage to): 'n'arrive pas à', 'n'arrivait plus à'. */
const manageForms = new Set(['arrive', 'arrives', 'arrivait', 'arrivais', 'arrivent']);
const negationClosers = new Set(['pas', 'plus']);
const unableWords = new Set(['incapable', 'incapables', 'impossible']);
/** Forms of 'empêcher de' (to keep from): 'la douleur l'empêche de respirer' is 'ne peut pas respirer'. */
const preventForms = new Set(['empeche', 'empechent', 'empechait', 'empechaient']);

const painNouns = new Set(['douleur', 'douleurs']);

/**
 * Whether folded words hold a word a French 'cannot', 'has difficulty', 'pain at' or 'neither ... nor'
 * turns on: worth reading again.
 */
export function mayTellFrenchInability(folded: readonly string[]): boolean {
  return folded.some(
    (word) =>
      canForms.has(word) ||
      manageForms.has(word) ||
      unableWords.has(word) ||
      preventForms.has(word) ||
      word === 'mal' ||
      painNouns.has(word) ||
      word === 'ni',
  );
}

const isNe = (token: Token | undefined) => token?.text === 'ne' || token?.text === 'n';

/** Prepositions that put a pain at its site, by how many words they take: 'au', 'à la', 'de l''. */
const oneWordSitePrepositions = new Set(['au', 'aux', 'du', 'des', 'de', 'd']);
const articleAfterPreposition = new Set(['la', 'l']);

/** How many tokens from `at` say 'at / of the' before a pain's site ('au', 'à la', 'de l''), or 0. */
function sitePrepositionLength(tokens: readonly Token[], at: number): number {
  const first = tokens[at]?.text;
  const second = tokens[at + 1]?.text;
  if ((first === 'a' || first === 'de') && second !== undefined && articleAfterPreposition.has(second))
    return 2;
  if (first !== undefined && oneWordSitePrepositions.has(first)) return 1;
  return 0;
}
/** Reflexive pronouns of every person, read as the third person's the wordings are written in. */
const reflexiveOf = new Map([
  ['me', 'se'],
  ['m', 's'],
  ['te', 'se'],
  ['t', 's'],
  ['nous', 'se'],
  ['vous', 'se'],
]);

const replaced = (model: Token, text: string, end = model.end): Token => ({ ...model, text, end });

/**
 * The text's ways of saying 'cannot' and 'has difficulty' as the one form the wordings are read with; the
 * words keep their place in the text, so evidence quotes the clinician's own.
 */
export function readFrenchInability(tokens: readonly Token[], isWording = false): Token[] {
  const out: Token[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    const next = tokens[at + 1];
    const after = tokens[at + 2];
    const text = token.text;
    // 'ne peux pas', 'n'arrive plus à': the verb and its closing 'pas' / 'plus'; 'même' between them
    // ('il n'arrive même plus à boire', 'ne peut même pas') only insists (Grevisse, 'même' adverb).
    const insists = after?.text === 'meme' ? 1 : 0;
    const closer = tokens[at + 2 + insists];
    if ((text === 'ne' || text === 'n') && next && closer && negationClosers.has(closer.text)) {
      const isCan = canForms.has(next.text);
      const isManage = manageForms.has(next.text);
      if (isCan || isManage) {
        const closesWithA = isManage && tokens[at + 3 + insists]?.text === 'a';
        const last = closesWithA ? (tokens[at + 3 + insists] as Token) : closer;
        out.push(
          replaced(token, 'ne', token.end),
          replaced(next, 'peut'),
          replaced(closer, closer.text, last.end),
        );
        at += (closesWithA ? 3 : 2) + insists;
        // 'je ne peux pas me coucher', 'tu n'arrives pas à t'asseoir': the wordings say 'se coucher'.
        const pronoun = tokens[at + 1];
        const reflexive = pronoun && reflexiveOf.get(pronoun.text);
        if (pronoun && reflexive) {
          out.push(replaced(pronoun, reflexive));
          at += 1;
        }
        continue;
      }
    }
    // A wording that opens on 'arrive pas à' ('arrive pas à le réveiller') has lost its 'ne' to the words before
    // it in the text ('on n'arrive pas à le réveiller'): read as 'peut pas', as the text's is.
    if (isWording && at === 0 && manageForms.has(text) && next && negationClosers.has(next.text)) {
      const closesWithA = after?.text === 'a';
      out.push(replaced(token, 'peut'), replaced(next, next.text, (closesWithA ? after : next).end));
      at += closesWithA ? 2 : 1;
      continue;
    }
    // 'incapable de marcher', 'impossible d'uriner', 'la douleur l'empêche de respirer' (Le Petit Robert,
    // 'empêcher de': rendre impossible).
    if ((unableWords.has(text) || preventForms.has(text)) && next) {
      if (next.text === 'de' || next.text === 'd') {
        out.push(replaced(token, 'ne'), replaced(token, 'peut'), replaced(next, 'pas'));
        at += 1;
        continue;
      }
    }
    // 'douleur au ventre', 'des douleurs aux genoux', 'douleur du genou', 'mal à la tête' and 'mal de tête' say
    // one thing (Le Petit Robert, 'mal' II: douleur physique): read as 'mal au' and the site. Not 'la douleur a
    // commencé' (the verb 'avoir'): only the prepositions of a site.
    if (painNouns.has(text) || text === 'mal') {
      const preposition = sitePrepositionLength(tokens, at + 1);
      // 'mal au cœur' is nausea (Le Petit Robert, 'cœur' I.2), 'douleur au cœur' a chest pain: kept apart.
      if (preposition > 0 && tokens[at + preposition + 1]?.text !== 'coeur') {
        const last = tokens[at + preposition] as Token;
        out.push(replaced(token, 'mal'), replaced(next as Token, 'au', last.end));
        at += preposition;
        continue;
      }
      // A wording's 'douleur … décompression' is also 'mal au décompression': the text's 'douleur à la
      // décompression' is read so (the wording itself still reads 'douleur vive à la décompression').
      if (isWording && painNouns.has(text) && next?.text === '*') {
        out.push(replaced(token, 'mal'), replaced(next, 'au'));
        at += 1;
        continue;
      }
    }
    // 'ne mange ni ne boit' (eats nor drinks) says 'ne mange pas et ne boit pas' (Grevisse, Le bon usage,
    // 'ni' joining negated verbs): each verb is read as its own 'ne ... pas'.
    const secondVerb = tokens[at + 4];
    if (
      isNe(token) &&
      next?.kind === 'word' &&
      after?.text === 'ni' &&
      isNe(tokens[at + 3]) &&
      secondVerb?.kind === 'word'
    ) {
      out.push(
        token,
        next,
        replaced(after, 'pas'),
        replaced(after, 'et'),
        tokens[at + 3] as Token,
        secondVerb,
        replaced(secondVerb, 'pas'),
      );
      at += 4;
      continue;
    }
    // 'du mal à avaler', 'beaucoup de mal à respirer' (not 'mal à la tête', a pain): 'difficulte a'.
    if ((text === 'du' || text === 'de') && next?.text === 'mal' && after?.text === 'a') {
      out.push(replaced(next, 'difficulte'), after);
      at += 2;
      continue;
    }
    out.push(token);
  }
  return out;
}

/**
 * The form a wording written with another French way of saying 'cannot' or 'has difficulty' is read in
 * (folded words): 'incapable de téter' also 'ne peut pas téter', 'a du mal à avaler' also 'difficulte a
 * avaler'. 'ne peut pas' and 'ne peut plus' stay apart: 'ne peut plus marcher' (no longer walks) tells a
 * weakness that came, 'ne peut pas marcher' may tell a child too weak to.
 */
export function frenchInabilityVariant(folded: readonly string[]): string[] | undefined {
  const read = readFrenchInability(
    folded.map((text, position) => ({
      text,
      kind: 'word' as const,
      start: position,
      end: position,
      isUpperCase: false,
    })),
    true,
  ).map((token) => token.text);
  const isSame = read.length === folded.length && read.every((word, k) => word === folded[k]);
  return isSame ? undefined : read;
}
