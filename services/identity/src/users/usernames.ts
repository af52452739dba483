import unhomoglyph from 'unhomoglyph';

/**
 * Usernames are public handles, so one person must not pass for another: a username is stored in
 * one normal form, and a new one is refused when it looks like one that exists (Unicode TR39).
 */

/**
 * Unicode NFKC with case folding: full-width and compatibility forms become their plain letters,
 * and case is ignored. Upper- then lower-casing folds what lower-casing alone keeps apart (ß and
 * ss, and the Greek sigmas, which end as one form).
 */
export function normaliseUsername(value: string): string {
  return value.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * TR39's skeleton of the normal form: two usernames that look alike (a Cyrillic `е` for a Latin
 * `e`, `rn` for `m`, `1` for `l`) have the same skeleton. The mapping is Unicode's confusables
 * table (the `unhomoglyph` package); the skeleton is compared, never shown.
 */
export function usernameSkeleton(value: string): string {
  return unhomoglyph(normaliseUsername(value).normalize('NFD')).toLowerCase().normalize('NFD');
}
