import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { queryString } from './admin-query';

export type TFiguresExport =
  | { kind: 'contracts'; from: string; to: string; office: string }
  | { kind: 'declaration'; month: string; office: string };

const pathOf = (file: TFiguresExport) =>
  file.kind === 'contracts'
    ? `/backoffice/figures/contracts.csv${queryString({ from: file.from, to: file.to, office: file.office })}`
    : `/backoffice/figures/declaration.csv${queryString({ month: file.month, office: file.office })}`;

/** Saves an export on the device (a phone's downloads too); the answer is the file's name. */
export const useFiguresExport = () =>
  useOneAtATime(useMutation({ mutationFn: (file: TFiguresExport) => downloadFile(pathOf(file)) }));
