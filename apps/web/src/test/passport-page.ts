/**
 * What tesseract reads on the data page of a French passport photographed whole (as a driver does at
 * step 3's camera by mistake): the labels in two languages, dates a certificate's B could be taken
 * for, and the machine-readable zone with its noise (a filler read as K, a line broken by a space).
 * The zone's check digits hold.
 */
export const FRENCH_PASSPORT_PAGE = `REPUBLIQUE FRANÇAISE
PASSEPORT / PASSPORT
Type / Type Code du pays / Country code Passeport n° / Passport No
P FRA 19AB12345
Nom / Surname
MARTIN
Prénoms / Given names
CLAIRE, ANNE
Nationalité / Nationality Française
Date de naissance / Date of birth 12 03 1985
Sexe / Sex F Lieu de naissance / Place of birth MARSEILLE (13)
Date de délivrance / Date of issue 14 06 2019
Date d'expiration / Date of expiry 13 06 2029
Autorité / Authority Préfecture des Bouches-du-Rhône
P<FRAMARTIN<<CLAIRE<ANNE<<<<<<<<K<<<<<<<<<<<
19AB12345 4FRA8503127F2906139<<<<<<<<<<<<<<02
`;
