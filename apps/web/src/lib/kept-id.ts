/**
 * An id a link named, kept while the customer signs in so that sign-in leads back to it: in the tab
 * (sessionStorage) when the sign-in follows at once, on the device (localStorage) when it may come
 * later. One shape for every such id: get, store, clear.
 */
export function keptId(key: string, storage: () => Storage = () => sessionStorage) {
  return {
    get: (): string | null => storage().getItem(key),
    store: (id: string) => storage().setItem(key, id),
    clear: () => storage().removeItem(key),
  };
}
