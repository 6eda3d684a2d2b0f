import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, loadedOnFirstUse } from './build-server.mjs';

/** The modules a file imports statically, i.e. loads as soon as it is loaded. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["'];?$/gm)].map((match) => match[1]!);
}

/** The code that runs at start-up: main.js and every chunk it imports statically, transitively. */
function startUpCode(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  const chunks = staticImports(code).filter((specifier) => specifier.startsWith('.'));
  return [code, ...chunks.map((chunk) => startUpCode(path.resolve(path.dirname(file), chunk), seen))].join(
    '\n',
  );
}

describe('the server bundle', () => {
  it('loads the document readers, OCR, the PDF writer, the PostgreSQL driver and the clinical engine only on first use', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-server-'));
    const outfile = path.join(outdir, 'main.js');
    await buildServer(outfile);
    const atStart = startUpCode(outfile);
    const everything = fs
      .readdirSync(outdir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(outdir, file), 'utf8'))
      .join('\n');
    const imported = staticImports(atStart);
    expect(imported).toContain('fastify');
    for (const name of loadedOnFirstUse) {
      expect(imported.filter((specifier) => specifier === name || specifier.startsWith(`${name}/`))).toEqual(
        [],
      );
      expect(everything).toContain(`import("${name}")`);
    }
    // The engine (knowledge parsed and indexed) is built by the first clinical request.
    expect(everything).toContain('function createEngine(');
    expect(atStart).not.toContain('function createEngine(');
    // The knowledge base is most of an idle server's memory: intelligence, labs, analysis, the report and
    // the exports load it with their first request (esbuild heads each module with its path).
    for (const folder of ['conditions', 'findings', 'lab-analytes', 'medicines']) {
      expect(everything).toContain(`// src/clinical/knowledge/${folder}/`);
      expect(atStart).not.toContain(`// src/clinical/knowledge/${folder}/`);
    }
    // Control: a static import of one of them is seen.
    expect(staticImports('import sharp from "sharp";\n')).toEqual(['sharp']);
    fs.rmSync(outdir, { recursive: true, force: true });
  }, 60_000);
});
