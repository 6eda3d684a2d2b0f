/**
 * A request the answers cannot be built from (no diagnosis named, one the knowledge base lacks): the
 * server sends it as a 400 with this code and message, the offline engine shows the message.
 */
export class AnswerRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
