/** `%text%` for ilike, with the user's own % _ and \ matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
