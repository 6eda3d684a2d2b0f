import type { LabAnalyteInput } from '../../labs/analyte-schema';
import { fullBloodCountRedCellsAnalytes } from './full-blood-count-red-cells';
import { fullBloodCountWhiteCellsPlateletsAnalytes } from './full-blood-count-white-cells-platelets';
import { malariaAnalytes } from './malaria';
import { glucoseAnalytes } from './glucose';
import { kidneyElectrolytesAnalytes } from './kidney-electrolytes';
import { liverAnalytes } from './liver';
import { inflammationAnalytes } from './inflammation';
import { urinalysisAnalytes } from './urinalysis';
import { pregnancyAnalytes } from './pregnancy';
import { hivAnalytes } from './hiv';
import { tuberculosisAnalytes } from './tuberculosis';
import { typhoidCulturesAnalytes } from './typhoid-cultures';
import { stoolAnalytes } from './stool';
import { lipidsAnalytes } from './lipids';
import { thyroidHeartAnalytes } from './thyroid-heart';
import { coagulationAnalytes } from './coagulation';
import { serologyRapidTestsAnalytes } from './serology-rapid-tests';
import { chemistryEnzymesMineralsAnalytes } from './chemistry-enzymes-minerals';
import { immunologyMarkersCulturesAnalytes } from './immunology-markers-cultures';
import { cerebrospinalFluidAnalytes } from './cerebrospinal-fluid';
import { bloodGasAnalytes } from './blood-gas';

export { directionWords, qualitativeWords } from './qualitative-words';
export { unmodelledTests, type UnmodelledTest } from './unmodelled-tests';

/**
 * Common laboratory tests as data: written names and abbreviations, LOINC codes, canonical units and
 * conversions, reference ranges by age band, sex and pregnancy, critical limits and qualitative words.
 * Ranges are in the canonical unit; `maxYears` is exclusive. Parsed by analyteSchema in the tests.
 */
export const labAnalytes: LabAnalyteInput[] = [
  ...fullBloodCountRedCellsAnalytes,
  ...fullBloodCountWhiteCellsPlateletsAnalytes,
  ...malariaAnalytes,
  ...glucoseAnalytes,
  ...kidneyElectrolytesAnalytes,
  ...liverAnalytes,
  ...inflammationAnalytes,
  ...urinalysisAnalytes,
  ...pregnancyAnalytes,
  ...hivAnalytes,
  ...tuberculosisAnalytes,
  ...typhoidCulturesAnalytes,
  ...stoolAnalytes,
  ...lipidsAnalytes,
  ...thyroidHeartAnalytes,
  ...coagulationAnalytes,
  ...serologyRapidTestsAnalytes,
  ...chemistryEnzymesMineralsAnalytes,
  ...immunologyMarkersCulturesAnalytes,
  ...cerebrospinalFluidAnalytes,
  ...bloodGasAnalytes,
];
