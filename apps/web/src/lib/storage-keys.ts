/** localStorage key of the language choice; it survives logout (see session.ts). */
export const LANGUAGE_STORAGE_KEY = 'gharguru.language';
