import type { SentenceTranslation } from '../types';

/**
 * The source's dose rules as the prescription writes them when no dose is computed (age and weight unknown:
 * prescribing/describe-regimen.ts): who the rule is for, the medicine and route, the rule and its maxima,
 * frequency and duration, in French. Machine drafts (reviewer: null) until a clinician fluent in French
 * reviews them.
 */
export const frenchDoseRuleSentences: readonly SentenceTranslation[] = [
  { en: 'Dose rule (not computed): {part}', text: 'Règle de dose (non calculée) : {part}', reviewer: null },
  {
    en: '{part}: {drug} oral {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} par voie orale {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} intravenous {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} en IV {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} intramuscular {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} en IM {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} subcutaneous {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} en sous-cutané {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} rectal {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} par voie rectale {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} topical {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} en application locale {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} inhaled {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} inhalé {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} ophthalmic {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} en application ophtalmique {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} otic {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} en application auriculaire {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} intranasal {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} par voie nasale {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} vaginal {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} par voie vaginale {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  {
    en: '{part}: {drug} sublingual {part2} ({part3}), {part4}, {part5}',
    text: '{part} : {drug} par voie sublinguale {part2} ({part3}), {part4}, {part5}',
    reviewer: null,
  },
  { en: 'everyone (no population limit)', text: 'tous (sans limite de population)', reviewer: null },
  { en: '{n1} years and over', text: '{n1} ans et plus', reviewer: null },
  { en: 'under {n1} years', text: 'moins de {n1} ans', reviewer: null },
  { en: '{n1} to < {n2} years', text: '{n1} à < {n2} ans', reviewer: null },
  { en: 'days {n1} to < {n2} of life', text: 'jours {n1} à < {n2} de vie', reviewer: null },
  { en: '{n1} kg and over', text: '{n1} kg et plus', reviewer: null },
  { en: 'under {n1} kg', text: 'moins de {n1} kg', reviewer: null },
  { en: '{n1} to < {n2} kg', text: '{n1} à < {n2} kg', reviewer: null },
  { en: 'low birth weight', text: 'faible poids de naissance', reviewer: null },
  { en: 'birth weight 2.5 kg or more', text: 'poids de naissance de 2.5 kg ou plus', reviewer: null },
  { en: 'pregnant, trimester {trimesters}', text: 'enceinte, trimestre {trimesters}', reviewer: null },
  { en: 'eGFR below {n1}', text: 'DFGe inférieur à {n1}', reviewer: null },
  { en: '{part}, {part2}', text: '{part}, {part2}', reviewer: null },
  { en: '{n1} mg/kg a dose', text: '{n1} mg/kg par prise', reviewer: null },
  { en: '{n1} micrograms/kg a dose', text: '{n1} microgrammes/kg par prise', reviewer: null },
  { en: '{n1} IU/kg a dose', text: '{n1} UI/kg par prise', reviewer: null },
  { en: '{n1} mL/kg a dose', text: '{n1} mL/kg par prise', reviewer: null },
  { en: '{n1} mg ({part})', text: '{n1} mg ({part})', reviewer: null },
  {
    en: 'max {n1} mg a dose, {n2} mg a day',
    text: 'max {n1} mg par prise, {n2} mg par jour',
    reviewer: null,
  },
  {
    en: 'max {n1} micrograms a dose, {n2} micrograms a day',
    text: 'max {n1} microgrammes par prise, {n2} microgrammes par jour',
    reviewer: null,
  },
  {
    en: 'max {n1} IU a dose, {n2} IU a day',
    text: 'max {n1} UI par prise, {n2} UI par jour',
    reviewer: null,
  },
  {
    en: 'max {n1} mL a dose, {n2} mL a day',
    text: 'max {n1} mL par prise, {n2} mL par jour',
    reviewer: null,
  },
  {
    en: 'max {n1} application a dose, {n2} application a day',
    text: 'max {n1} application par prise, {n2} application par jour',
    reviewer: null,
  },
  {
    en: 'no maximum stated by the source (capped at the dose for {n1} kg)',
    text: 'pas de maximum indiqué par la source (plafonné à la dose pour {n1} kg)',
    reviewer: null,
  },
];
