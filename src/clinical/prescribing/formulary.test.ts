import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderFormulary } from './formulary';
import { defaultKnowledge } from './knowledge';

const formularyFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/formulary.md',
);

describe('docs/formulary.md', () => {
  it('is the formulary of the knowledge base as it is now (run `npm run formulary` after changing a regimen)', () => {
    expect(fs.readFileSync(formularyFile, 'utf8') === renderFormulary(defaultKnowledge)).toBe(true);
  });

  it('changes when a regimen changes, so a stale file is caught', () => {
    const [first, ...rest] = defaultKnowledge.regimens;
    const item = first!.items[0]!;
    const changed = {
      ...first!,
      items: [{ ...item, frequency: `${item.frequency} (edited)` }, ...first!.items.slice(1)],
    };
    expect(renderFormulary({ ...defaultKnowledge, regimens: [changed, ...rest] })).not.toBe(
      renderFormulary(defaultKnowledge),
    );
  });

  it('lists every regimen item with its dose rule, maxima, frequency, duration and a cited source', () => {
    const text = renderFormulary(defaultKnowledge);
    for (const regimen of defaultKnowledge.regimens) expect(text).toContain(`\`${regimen.id}\``);
    const rows = text
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('| [') ||
          (line.startsWith('| ') && !line.startsWith('| medicine') && !line.startsWith('| ---')),
      );
    const itemCount = defaultKnowledge.regimens.reduce((sum, regimen) => sum + regimen.items.length, 0);
    expect(rows).toHaveLength(itemCount);
    for (const row of rows) expect(row.split(' | ').at(-1)).toMatch(/\(.+\), .+/);
  });
});
