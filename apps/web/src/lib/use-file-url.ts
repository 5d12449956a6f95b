import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchFile } from './fetch-file';
import { localFile } from './local-files';

/**
 * A file behind the session as a local address for an <img> or an <iframe>, revoked when the page no
 * longer shows it. `version` (the file id) makes a replaced document fetch its new bytes. A file this
 * page uploaded itself is shown from the phone's copy: on a slow network nothing is fetched again.
 */
export function useFileUrl(path: string, version: string) {
  const file = useQuery({
    queryKey: ['file', path, version],
    queryFn: ({ signal }) => localFile(version) ?? fetchFile(path, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...file, url, type: file.data?.type ?? null };
}
