import { MAX_UPLOAD_BYTES, UPLOADS_IN_FLIGHT_PER_CUSTOMER } from '@bi/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from './api-client';
import { rememberUploaded } from './local-files';
import { uploadRequest, type TUploadOptions } from './upload-request';
import { prepareUpload } from './prepare-upload';
import { uploadTurns } from './upload-turns';

export type TUploaded = { file_id: string; file_name: string };

/**
 * The page's uploads, no more at once than the API accepts from one customer: on a slow network a
 * customer picks the next document while the others are still on their way, and the fourth was refused.
 */
const inTurn = uploadTurns(UPLOADS_IN_FLIGHT_PER_CUSTOMER);

export async function uploadFile(file: File, options: TUploadOptions): Promise<TUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  const uploaded = await inTurn(() => uploadRequest<TUploaded>('/files', form, options), options.signal);
  rememberUploaded(uploaded.file_id, file);
  return uploaded;
}

export type TUploadState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'uploading'; sent: number; total: number }
  /** `retry` is the prepared file when sending it again may work (network, time-out, server busy). */
  | { status: 'failed'; message: string; retry?: File };

const worthRetrying = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * One document: checked and shrunk in the browser, then sent with its progress. Cancel stops it; a
 * failure keeps its message and, when it may help, the file to send again.
 */
export function useDocumentUpload(onUploaded: (file: TUploaded) => void) {
  const { t } = useTranslation(['common', 'errors']);
  const [state, setState] = useState<TUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current;
  };

  const send = (file: File, current = start()) => {
    setState({ status: 'uploading', sent: 0, total: file.size });
    uploadFile(file, {
      signal: current.signal,
      onProgress: (sent, total) => setState({ status: 'uploading', sent, total }),
    }).then(
      (uploaded) => {
        setState({ status: 'idle' });
        onUploaded(uploaded);
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        if (error instanceof ApiError && error.sessionExpired) return setState({ status: 'idle' });
        const status = error instanceof ApiError ? error.status : 0;
        setState({
          status: 'failed',
          message: errorMessage(error),
          retry: worthRetrying(status) ? file : undefined,
        });
      },
    );
  };

  const choose = async (file: File) => {
    const current = start();
    setState({ status: 'preparing' });
    // A photo picked from a cloud gallery may fail to be read at all: the customer picks it again.
    const prepared = await prepareUpload(file).catch(() => ({ ok: false, reason: 'unreadable' }) as const);
    if (current.signal.aborted) return;
    if (prepared.ok) return send(prepared.file, current);
    const messages = {
      type: () => t('errors:files.typeNotAccepted'),
      size: () => t('errors:files.tooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }),
      unreadable: () => t('flow.step7.unreadable'),
    };
    setState({ status: 'failed', message: messages[prepared.reason]() });
  };

  const cancel = () => {
    controller.current?.abort();
    setState({ status: 'idle' });
  };

  const retry = () => {
    if (state.status === 'failed' && state.retry) send(state.retry);
  };

  return { state, choose, retry, cancel };
}
