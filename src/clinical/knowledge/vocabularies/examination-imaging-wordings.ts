import type { ImportedWording } from '.';

/**
 * Examination and imaging results as clinicians report them, each tied to the finding it shows: an HPO
 * term's label where HPO names the result (its id given), otherwise the sign as a standard textbook of
 * clinical examination names it. Only results that show one finding of ours are listed.
 */
const macleodAbdomen =
  "Macleod's Clinical Examination, 14th ed. (2018), The gastrointestinal system: examination for ascites";
const macleodChest = "Macleod's Clinical Examination, 14th ed. (2018), The respiratory system: chest X-ray";

export const examinationImagingWordings: readonly ImportedWording[] = [
  { findingId: 'chest-xray-consolidation', text: 'pulmonary opacity', source: 'HPO HP:0031457' },
  { findingId: 'chest-xray-consolidation', text: 'pulmonary opacities', source: 'HPO HP:0031457' },
  { findingId: 'chest-xray-consolidation', text: 'lung opacity', source: 'HPO HP:0031457' },
  { findingId: 'chest-xray-consolidation', text: 'lung opacities', source: 'HPO HP:0031457' },
  { findingId: 'crackles', text: 'inspiratory crackles', source: 'HPO HP:0031996' },
  { findingId: 'abdominal-distension', text: 'shifting dullness', source: macleodAbdomen },
  { findingId: 'abdominal-distension', text: 'fluid thrill', source: macleodAbdomen },
  { findingId: 'dilated-heart-echo-lab', text: 'enlarged cardiac silhouette', source: macleodChest },
  { findingId: 'dilated-heart-echo-lab', text: 'enlarged heart shadow', source: macleodChest },
];
