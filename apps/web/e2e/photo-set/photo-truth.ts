/** What a photo shows, as the reading code should find it: each field with every value that is right. */
export type TDocumentTruth = {
  kind: 'identity' | 'registration';
  /** 'TD3', 'TD1', 'TD2', 'FR_ID' for identity documents; the country's code for registrations. */
  family: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** As a person would say it: 'Spanish DNI'. */
  document: string;
  /** Every one must be read, and read right, for the photo to count as fully read. */
  expected: Record<string, readonly string[]>;
  /** Judged only when the reading gives them: a value given and not listed is a wrong value. */
  alsoChecked: Record<string, readonly string[]>;
  /** The machine-readable zone's lines as printed, for an identity document. */
  zone?: readonly string[];
};

/** How the phone took it: kept with the truth so a failure can be explained. */
export type TShot = {
  width: number;
  height: number;
  rotationDegrees: number;
  tiltXDegrees: number;
  tiltYDegrees: number;
  blurPixels: number;
  glare: boolean;
  noise: number;
  quality: number;
  background: string;
  /** Stored turned a quarter, with EXIF Orientation 6 saying so. */
  sideways: boolean;
};

export type TPhotoTruth = TDocumentTruth & { shot: TShot };

/** A document drawn as HTML at its real size, with what it says. */
export type TDrawnDocument = { truth: TDocumentTruth; html: string; widthMm: number; heightMm: number };
