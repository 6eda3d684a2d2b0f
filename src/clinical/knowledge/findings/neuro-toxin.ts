import type { Finding } from '../types';

export const neuroToxinFindings = [
  { id: 'trismus', label: 'Lockjaw: cannot open the mouth (trismus)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['lockjaw: cannot open the mouth'], sw: [], fr: [] }, abbreviations: [], question: 'Is there lockjaw: cannot open the mouth?' },
  { id: 'muscle-spasms', label: 'Painful muscle spasms or stiffness', kind: 'sign', baseRate: 0.01, synonyms: { en: ['painful muscle spasms or stiffness'], sw: [], fr: [] }, abbreviations: [], question: 'Is there painful muscle spasms or stiffness?' },
  { id: 'hydrophobia', label: 'Fear of water or spasms on swallowing (hydrophobia)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['fear of water or spasms on swallowing'], sw: [], fr: [] }, abbreviations: [], question: 'Is there fear of water or spasms on swallowing?' },
  { id: 'agitation', label: 'Agitation, hallucinations or aggressive behaviour', kind: 'sign', baseRate: 0.01, synonyms: { en: ['agitation, hallucinations or aggressive behaviour'], sw: [], fr: [] }, abbreviations: [], question: 'Is there agitation, hallucinations or aggressive behaviour?' },
  { id: 'bite-site-paraesthesia', label: 'Tingling or pain at an old bite site', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['tingling or pain at an old bite site'], sw: [], fr: [] }, abbreviations: [], question: 'Is there tingling or pain at an old bite site?' },
  { id: 'ptosis', label: 'Drooping eyelids (ptosis)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['drooping eyelids'], sw: [], fr: [] }, abbreviations: [], question: 'Is there drooping eyelids?' },
  { id: 'pinpoint-pupils', label: 'Pinpoint pupils (miosis)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['pinpoint pupils'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pinpoint pupils?' },
  { id: 'hypersalivation', label: 'Excessive salivation, tearing or sweating', kind: 'sign', baseRate: 0.01, synonyms: { en: ['excessive salivation, tearing or sweating'], sw: [], fr: [] }, abbreviations: [], question: 'Is there excessive salivation, tearing or sweating?' },
  { id: 'fasciculations', label: 'Muscle twitching (fasciculations)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['muscle twitching'], sw: [], fr: [] }, abbreviations: [], question: 'Is there muscle twitching?' },
] as const satisfies readonly Finding[];
