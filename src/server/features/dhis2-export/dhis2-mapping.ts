import { z } from 'zod';
import { kenyaExampleMapping } from './mappings/ke-example';

/** A DHIS2 identifier: 11 characters, a letter then letters or digits. */
const uid = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{10}$/, 'a DHIS2 uid is 11 letters or digits, a letter first');
const target = z.object({ dataElement: uid, categoryOptionCombo: uid.optional() }).strict();

/**
 * Where each figure goes in one country's DHIS2: the data set, the organisation unit of each region
 * (our region slug), and the data element (and category option combination) of each measure.
 */
export const dhis2MappingSchema = z
  .object({
    country: z.string().length(2),
    /** True for the shipped example: its uids are placeholders to replace with the national instance's. */
    isExample: z.boolean(),
    dataSet: uid.optional(),
    attributeOptionCombo: uid.optional(),
    orgUnits: z.record(z.string(), uid),
    weeklyCounts: z
      .object({
        /** Completed analyses, all conditions together. */
        analyses: target.optional(),
        /** Analyses concluding a condition, by knowledge-base condition id. */
        conditions: z.record(z.string(), target),
      })
      .strict(),
    /** Verified outbreak reports, by the report's condition key (IDSR disease id or condition id). */
    outbreakReports: z.record(z.string(), z.object({ cases: target, deaths: target.optional() }).strict()),
  })
  .strict();
export type Dhis2Mapping = z.infer<typeof dhis2MappingSchema>;

const mappings = new Map(
  [kenyaExampleMapping].map((mapping) => {
    const parsed = dhis2MappingSchema.parse(mapping);
    return [parsed.country, parsed] as const;
  }),
);

/** The DHIS2 mapping configured for a country, if any. */
export const dhis2MappingFor = (country: string): Dhis2Mapping | undefined =>
  mappings.get(country.toUpperCase());
