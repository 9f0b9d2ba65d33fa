/**
 * The accented letters the searches fold, and what each becomes: the same in SQL (`translate`)
 * and in TypeScript (`searchFold`), on PGlite and PostgreSQL alike (no `unaccent` needed).
 */
export const ACCENTED = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ';
export const PLAIN = 'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun';

/** A text lower-cased and without accents, as the database folds `users.busqueda`. */
export const searchFold = (s: string) =>
  [...s]
    .map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c)
    .join('')
    .toLowerCase();
