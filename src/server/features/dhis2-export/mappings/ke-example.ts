/**
 * EXAMPLE mapping for Kenya's DHIS2 (KHIS). The uids are placeholders ('EXAMPLE…'): a county health
 * records officer replaces them with the uids of the national instance (Maintenance app: data sets, data
 * elements, category option combinations, organisation units) before any import. Data only.
 */
export const kenyaExampleMapping = {
  country: 'KE',
  isExample: true,
  dataSet: 'EXAMPLEds01',
  orgUnits: {
    // Counts of analyses made without a county are kept under the country's region (east-africa).
    'east-africa': 'EXAMPLEou00',
    nairobi: 'EXAMPLEou01',
    mombasa: 'EXAMPLEou02',
    kisumu: 'EXAMPLEou03',
    turkana: 'EXAMPLEou04',
  },
  weeklyCounts: {
    analyses: { dataElement: 'EXAMPLEde01' },
    conditions: {
      'malaria-uncomplicated': { dataElement: 'EXAMPLEde02' },
      'malaria-severe': { dataElement: 'EXAMPLEde03' },
      cholera: { dataElement: 'EXAMPLEde04' },
      measles: { dataElement: 'EXAMPLEde05' },
      'typhoid-fever': { dataElement: 'EXAMPLEde06' },
      'pneumonia-adult': { dataElement: 'EXAMPLEde07' },
      'pneumonia-child': { dataElement: 'EXAMPLEde08' },
    },
  },
  outbreakReports: {
    cholera: {
      cases: { dataElement: 'EXAMPLEde11', categoryOptionCombo: 'EXAMPLEco01' },
      deaths: { dataElement: 'EXAMPLEde11', categoryOptionCombo: 'EXAMPLEco02' },
    },
    measles: {
      cases: { dataElement: 'EXAMPLEde12', categoryOptionCombo: 'EXAMPLEco01' },
      deaths: { dataElement: 'EXAMPLEde12', categoryOptionCombo: 'EXAMPLEco02' },
    },
    malaria: {
      cases: { dataElement: 'EXAMPLEde13', categoryOptionCombo: 'EXAMPLEco01' },
      deaths: { dataElement: 'EXAMPLEde13', categoryOptionCombo: 'EXAMPLEco02' },
    },
  },
};
