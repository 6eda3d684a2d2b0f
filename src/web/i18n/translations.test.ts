import { describe, it, expect } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { sw } from './sw';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

// Every screen's source, read as text through Vite (the web tsconfig has no Node types).
const sources = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every literal key passed to t(...) anywhere in the web app. */
function keysUsedInCode(): string[] {
  const found = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}

const english = leafKeys(en as unknown as Tree);
const pluralBase = (key: string) => key.replace(/_(one|other|many)$/, '');

describe('the interface in English, Swahili and French', () => {
  it('has an English string for every key the screens ask for', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const known = new Set([...english, ...english.map(pluralBase)]);
    expect(keysUsedInCode().filter((key) => !known.has(key))).toEqual([]);
  });

  it.each([
    ['Swahili', sw],
    ['French', fr],
  ])('translates every English string into %s', (_name, strings) => {
    const translated = new Set(leafKeys(strings as unknown as Tree));
    expect(english.filter((key) => !translated.has(key))).toEqual([]);
  });

  it('keeps placeholders such as {{count}} in every translation', () => {
    const lookup = (tree: Tree, key: string) =>
      key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          tree,
        );
    for (const key of english) {
      const placeholders = (lookup(en as unknown as Tree, key) as string).match(/{{\w+}}/g) ?? [];
      for (const strings of [sw, fr]) {
        const text = lookup(strings as unknown as Tree, key);
        if (typeof text === 'string')
          for (const placeholder of placeholders) expect(text, `${key}`).toContain(placeholder);
      }
    }
  });
});
