/** The documents a photo may turn out to show, whichever the customer meant to photograph. */
export type TPhotographedDocument = 'passport' | 'identity_card' | 'registration';

/** What an offer to photograph asks for: an identity document (passport or card) or the certificate. */
export type TAskedDocument = 'identity' | 'registration';

/**
 * What reading a document's photo gave: a reading, another document than the one asked (said at
 * once, and the photo not kept for this one), or nothing reliable (the customer types as before).
 */
export type TPhotoOutcome<T> =
  | { kind: 'read'; reading: T }
  | { kind: 'wrong_document'; looksLike: TPhotographedDocument }
  | { kind: 'unreadable' };

/**
 * What the page made of a reading: the fields it filled that the customer must check (a name no check
 * digit protects, a power computed rather than printed), by their labels. None: every field it filled
 * was confirmed by the reading.
 */
export type TFilledReport = { toCheck: string[] };
