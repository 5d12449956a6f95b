import { MAX_UPLOAD_BYTES, type TMessageKey } from '@bi/domain';
import { AppError } from '../../lib/app-error';

/** An upload refused: the message said for the whole answer and for the `file` field the form shows it on. */
export const uploadRefusal = (status: number, key: TMessageKey, params: Record<string, number> = {}) =>
  new AppError(status, key, params, [{ field: 'file', key, params }]);

export const tooLarge = () => uploadRefusal(413, 'files.tooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
