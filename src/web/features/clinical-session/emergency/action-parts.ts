/* The parts of an emergency action as written: its heading, its steps and the words that join them. */

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.;,\s]+$/, '')
    .trim();
}

/** One step of an action as written: the separator before it and its words. */
export interface Part {
  separator: string;
  words: string;
}

/** An action's heading ("If bleeding continues:", "Start the first-response bundle now:") and its steps. */
export function readAction(action: string): { heading: string; parts: Part[] } {
  const text = action.trim().replace(/[.;,\s]+$/, '');
  const colon = firstTopLevelColon(text);
  const heading = colon < 0 ? '' : text.slice(0, colon + 1);
  const body = text.slice(colon + 1).trim();
  const parts: Part[] = [];
  let depth = 0;
  let current = '';
  let separator = '';
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    const isSeparator = depth === 0 && (char === ',' || char === ';');
    const isAnd = depth === 0 && body.slice(i, i + 5).toLowerCase() === ' and ';
    if (isSeparator || isAnd) {
      parts.push({ separator, words: current.trim().replace(/^(and|then)\s+/i, '') });
      separator = isAnd ? ' and ' : `${char} `;
      current = '';
      i += isAnd ? ' and'.length : 0;
      continue;
    }
    current += char;
  }
  parts.push({ separator, words: current.trim().replace(/^(and|then)\s+/i, '') });
  return { heading, parts: parts.filter((part) => normalise(part.words).length > 0) };
}

/** The indexes of the parts, grouped where 'and' joins them. */
export function andGroupsOf(parts: readonly Part[]): number[][] {
  const groups: number[][] = [];
  parts.forEach((part, index) => {
    const last = groups.at(-1);
    if (last && part.separator === ' and ') last.push(index);
    else groups.push([index]);
  });
  return groups;
}

function firstTopLevelColon(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    if (text[i] === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && text[i] === ':') return i;
  }
  return -1;
}

/** The steps kept, with their own separators, under the heading unless it names an act already said. */
export function joinParts(heading: string, kept: readonly Part[], action: string): string {
  const text = kept.map((part, index) => `${index === 0 ? '' : part.separator}${part.words}`).join('');
  const sentence = heading ? `${heading} ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
  return action.trim().endsWith('.') ? `${sentence}.` : sentence;
}
