/**
 * Morocco's public holidays that follow the Hijri calendar, by Gregorian date. Source: the list of
 * paid public holidays (décret n° 2-04-426 and its amendments, Amazigh New Year added in 2023), dated by
 * the Umm al-Qura calendar and the Ministry of Habous and Islamic Affairs' announcements for past years.
 * Future dates are the expected ones: the Ministry confirms each a day or two before by moon sighting,
 * and this table must be corrected then (a day off changes a refund's due date by one day at most).
 * Each holiday is listed with its second day where the law gives two.
 */
export const LUNAR_PUBLIC_HOLIDAYS: Readonly<Record<string, string>> = {
  // 2025 (confirmed)
  '2025-03-31': 'Aïd al-Fitr',
  '2025-04-01': 'Aïd al-Fitr (2)',
  '2025-06-07': 'Aïd al-Adha',
  '2025-06-08': 'Aïd al-Adha (2)',
  '2025-06-27': '1er Moharram',
  '2025-09-05': 'Aïd al-Mawlid',
  '2025-09-06': 'Aïd al-Mawlid (2)',
  // 2026 (expected)
  '2026-03-21': 'Aïd al-Fitr',
  '2026-03-22': 'Aïd al-Fitr (2)',
  '2026-05-27': 'Aïd al-Adha',
  '2026-05-28': 'Aïd al-Adha (2)',
  '2026-06-17': '1er Moharram',
  '2026-08-26': 'Aïd al-Mawlid',
  '2026-08-27': 'Aïd al-Mawlid (2)',
  // 2027 (expected)
  '2027-03-10': 'Aïd al-Fitr',
  '2027-03-11': 'Aïd al-Fitr (2)',
  '2027-05-17': 'Aïd al-Adha',
  '2027-05-18': 'Aïd al-Adha (2)',
  '2027-06-06': '1er Moharram',
  '2027-08-15': 'Aïd al-Mawlid',
  '2027-08-16': 'Aïd al-Mawlid (2)',
};
