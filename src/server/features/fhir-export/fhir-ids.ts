import { createHash } from 'node:crypto';

export interface Reference {
  reference: string;
}

/**
 * Stable urn:uuid ids for one session's resources: the same export twice gives the same ids, so a
 * receiving record can recognise a re-sent Bundle. Derived one-way from the session id (never shown).
 */
export function sessionResourceIds(sessionId: string) {
  return (key: string): string => {
    const hex = createHash('sha256').update(`afyadx-fhir:${sessionId}:${key}`).digest('hex');
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}
