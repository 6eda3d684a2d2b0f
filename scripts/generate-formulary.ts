// Writes docs/formulary.md from the knowledge base (every regimen and medicine, cited) for a pharmacist's
// review. Usage: npm run formulary. src/clinical/prescribing/formulary.test.ts fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultKnowledge } from '../src/clinical/prescribing';
import { renderFormulary } from '../src/clinical/prescribing/formulary';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'formulary.md');
fs.writeFileSync(target, renderFormulary(defaultKnowledge));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
