import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Session secrets. The id (144 random bits) names the session; the key (256 bits) encrypts its data with
 * AES-256-GCM. Neither is ever stored: the database keeps only a SHA-256 of the id, and the key travels
 * only in the session's HttpOnly cookie.
 */
export const newSessionId = (): string => randomBytes(18).toString('base64url');
export const newSessionKey = (): Buffer => randomBytes(32);
export const hashSessionId = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('hex');

/** Turns a session's data into the text stored in the database, and back. */
export interface SessionCodec {
  seal(plaintext: string, key: Buffer, boundTo: string): string;
  open(sealed: string, key: Buffer, boundTo: string): string | undefined;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export const aesGcmCodec: SessionCodec = {
  seal(plaintext, key, boundTo) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(boundTo)); // a sealed blob cannot be moved to another session's row
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  },
  open(sealed, key, boundTo) {
    try {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined; // wrong key or tampered data: the session is simply not there
    }
  },
};

/** No encryption at all. Only for the control run that proves the raw-bytes test can fail. */
export const plaintextCodecForControlTest: SessionCodec = {
  seal: (plaintext) => plaintext,
  open: (sealed) => sealed,
};
