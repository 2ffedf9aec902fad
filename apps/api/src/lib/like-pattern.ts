/** `%term%` for ILIKE with the LIKE wildcards and the escape character taken literally (R1). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
