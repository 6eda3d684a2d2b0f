export { createUnderstanding, understandInput } from './understand-input';
export { readVitals, type VitalNote, type VitalContext } from './read-vitals';
export { readCountry, readAgeYears } from './read-patient';
