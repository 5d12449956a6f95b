import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchStaffFile } from './fetch-staff-file';

/**
 * A staff-only file as a local address for an <img> or an <iframe>, revoked when the page no longer
 * shows it. `version` (the file id) makes a replaced document fetch its new bytes.
 */
export function useStaffFile(path: string, version: string) {
  const file = useQuery({
    queryKey: ['backoffice', 'file', path, version],
    queryFn: ({ signal }) => fetchStaffFile(path, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...file, url, type: file.data?.type ?? null };
}
