/** Spec §5: a file name longer than 30 characters is shortened with an ellipsis, keeping its extension. */
export function shortenFileName(name: string, max = 30): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return `${name.slice(0, max - extension.length - 1)}…${extension}`;
}
