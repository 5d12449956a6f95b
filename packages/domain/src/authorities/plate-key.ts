/**
 * A plate as the authorities' check compares it: letters and digits only, in capitals, so "ab-123 cd",
 * "AB 123 CD" and "AB123CD" are one vehicle. Arabic letters are kept (they have no case).
 */
export const plateKey = (plate: string): string => plate.replace(/[^\p{L}\d]/gu, '').toUpperCase();

/** A stored plate passed step 3's format: its only separators are spaces and `- . / |`. */
export const PLATE_SEPARATORS = /[\s\-./|]/g;
