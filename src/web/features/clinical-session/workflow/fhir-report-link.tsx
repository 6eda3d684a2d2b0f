import { apiPaths } from '../../../api/api-paths';

/**
 * The session as a FHIR R4 Bundle, for OpenMRS-based records (KenyaEMR, UgandaEMR): a plain download
 * link beside the PDF button (same session cookie, no script needed). 'FHIR (JSON)' is a format's name,
 * the same in every language.
 */
export function FhirReportLink({ sessionId }: { sessionId: string | null | undefined }) {
  if (!sessionId) return null;
  return (
    <a
      className="inline-flex min-h-11 items-center px-2 font-medium text-teal-800 underline dark:text-teal-300"
      href={apiPaths.sessionFhirReport(sessionId)}
      download
    >
      FHIR (JSON)
    </a>
  );
}
