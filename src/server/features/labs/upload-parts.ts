import type { FastifyRequest } from 'fastify';
import { AppError, ConflictError, BadRequestError } from '../../errors';
import { uploadLimits } from '../../../contracts/analysis';

export interface ReceivedFile {
  name: string;
  declaredType: string;
  bytes: Buffer;
  isTooLarge: boolean;
}

/**
 * Reads the multipart body into memory (never to disk). Refuses the whole request when it would take the
 * session past its file maximum (spec section 5); a file over 10 MB is kept only as 'too large'.
 */
export async function receiveUploadParts(request: FastifyRequest, filesAlreadyInSession: number) {
  try {
    return await receiveParts(request, filesAlreadyInSession);
  } catch (error) {
    // Ours, or a multipart limit the error handler already words (FST_*): passed on. Anything else is the
    // multipart parser failing on a malformed body: the client's fault, a 400, not a 500 with a stack.
    if (error instanceof AppError || String((error as { code?: unknown }).code ?? '').startsWith('FST_'))
      throw error;
    throw new BadRequestError(
      'The upload could not be read: the multipart body is malformed',
      'MALFORMED_UPLOAD',
    );
  }
}

async function receiveParts(request: FastifyRequest, filesAlreadyInSession: number) {
  const room = uploadLimits.maxFilesPerSession - filesAlreadyInSession;
  const files: ReceivedFile[] = [];
  let testType: string | undefined;
  let refusedWhole = false;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'testType' && typeof part.value === 'string')
        testType = part.value.trim().slice(0, 100) || undefined;
      continue;
    }
    if (part.fieldname !== 'files') {
      part.file.resume();
      throw new BadRequestError(
        `Send files in the 'files' field (got '${part.fieldname}')`,
        'BAD_UPLOAD_FIELD',
      );
    }
    if (files.length >= room) {
      refusedWhole = true;
      part.file.resume(); // drain: nothing of a refused request is kept
      continue;
    }
    const bytes = await part.toBuffer().catch(() => Buffer.alloc(0));
    files.push({
      name: part.filename || 'unnamed file',
      declaredType: part.mimetype,
      bytes,
      isTooLarge: part.file.truncated,
    });
  }
  if (refusedWhole) {
    throw new ConflictError(`Maximum ${uploadLimits.maxFilesPerSession} files allowed`, 'TOO_MANY_FILES', {
      title: 'Too Many Files',
      filesInSession: filesAlreadyInSession,
      maxFiles: uploadLimits.maxFilesPerSession,
    });
  }
  if (files.length === 0) throw new BadRequestError('Please upload medical test files first.', 'NO_FILES');
  return { files, testType };
}
