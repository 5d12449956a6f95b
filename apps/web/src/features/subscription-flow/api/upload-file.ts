import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<{ file_id: string; file_name: string }>('/files', { method: 'POST', body: form });
}

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
