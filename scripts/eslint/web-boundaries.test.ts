import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, run on text placed at real paths inside src/web.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/web-boundaries')
    .map((message) => message.message);
}

describe('web import boundaries (features by their index, routes apart)', () => {
  it('control: a route composing features through their public index passes', async () => {
    const errors = await boundaryErrors(
      'src/web/routes/classic/probe.ts',
      "import { useClinicalSession } from '../../features/clinical-session';\nimport { x } from './results-table';\nexport const probe = [useClinicalSession, x];\n",
    );
    expect(errors).toEqual([]);
  });

  it("refuses a route reaching into a feature's internals", async () => {
    const errors = await boundaryErrors(
      'src/web/routes/workflow-page.tsx',
      "import { uploadFiles } from '../features/clinical-session/labs/api';\nexport const probe = uploadFiles;\n",
    );
    expect(errors).toEqual([
      "Import the 'clinical-session' feature through its public index (features/clinical-session), not 'labs/api'.",
    ]);
  });

  it('refuses one route importing another', async () => {
    const errors = await boundaryErrors(
      'src/web/routes/enhanced/probe.ts',
      "import { sections } from '../production/sections';\nexport const probe = sections;\n",
    );
    expect(errors).toEqual([
      "The 'enhanced' route imports the 'production' route: move what both need into a feature.",
    ]);
  });

  it("refuses one feature importing another feature's internals, allows its index and its own files", async () => {
    const file = 'src/web/features/trends/probe.ts';
    const inner = await boundaryErrors(
      file,
      "import { a } from '../countries/countries';\nexport const p = a;\n",
    );
    const index = await boundaryErrors(
      file,
      "import { a } from '../countries';\nimport { b } from './api';\nexport const p = [a, b];\n",
    );
    expect(inner).toHaveLength(1);
    expect(index).toEqual([]);
  });
});
