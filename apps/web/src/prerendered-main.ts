/**
 * The entry of a page written out at build time (decision 022). Its text comes with the HTML, so the
 * app is fetched and run once that text is on screen: with the scripts cached (a second visit), a
 * phone would otherwise parse and run them all before it paints anything. The build names the app's
 * entry (`data-entry`) and every chunk the page needs (`data-chunks`): all are fetched at once, not
 * one import after another. The app's entry is imported as index.html loads it, its styles being
 * already in the page.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

void afterFirstPaint().then(() => {
  const { entry, chunks = '' } = document.getElementById('root')?.dataset ?? {};
  for (const href of chunks.split(' ').filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  if (entry) return import(/* @vite-ignore */ entry);
});
