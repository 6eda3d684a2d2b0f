import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, loadedOnFirstUse } from './build-server.mjs';

/** The packages the bundle imports statically, i.e. loads at start-up. */
function staticImports(bundle: string): string[] {
  return [...bundle.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["'];?$/gm)].map((match) => match[1]!);
}

describe('the server bundle', () => {
  it('loads the document readers, OCR, the PDF writer and the PostgreSQL driver only on first use', async () => {
    const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-server-')), 'main.js');
    await buildServer(outfile);
    const bundle = fs.readFileSync(outfile, 'utf8');
    const imported = staticImports(bundle);
    expect(imported).toContain('fastify');
    for (const name of loadedOnFirstUse) {
      expect(imported.filter((specifier) => specifier === name || specifier.startsWith(`${name}/`))).toEqual(
        [],
      );
      expect(bundle).toContain(`import("${name}")`);
    }
    // Control: a static import of one of them is seen.
    expect(staticImports('import sharp from "sharp";\n')).toEqual(['sharp']);
    fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
  }, 60_000);
});
