import { LIMITS } from '@chantiers/schema';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../errors/app-error';

export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

const MULTER_ERRORS: Record<string, () => AppError> = {
  LIMIT_FILE_SIZE: () => new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message'),
  LIMIT_FIELD_VALUE: () => new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message'),
  LIMIT_FILE_COUNT: () => AppError.badInput({ file: 'file.tooMany' }),
  LIMIT_UNEXPECTED_FILE: () => AppError.badInput({ file: 'file.tooMany' }),
};

/**
 * Reads one multipart file field into memory (at most the upload limit: larger bodies stop at the limit, with
 * 413) plus the text fields into `req.body`. Resolves null when the request carries no such file.
 */
export function receiveOneFile(req: Request, res: Response, field: string): Promise<ReceivedFile | null> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
  }).single(field);
  return new Promise((resolve, reject) => {
    parse(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) return reject((MULTER_ERRORS[err.code] ?? (() => AppError.badInput({ file: 'file.missing' })))());
      if (err) return reject(AppError.badInput({ file: 'file.missing' }));
      const file = (req as Request & { file?: Express.Multer.File }).file;
      // Browsers send multipart file names as UTF-8 while busboy reads latin1.
      resolve(file ? { name: Buffer.from(file.originalname, 'latin1').toString('utf8'), bytes: file.buffer } : null);
    });
  });
}
