// Rules every text input obeys, at every layer's edge (services' hooks, the gateway's variables and literals).

/**
 * PostgreSQL's text cannot hold U+0000: a NUL byte in any field made the insert fail with a 500. Answers the path of
 * the first string holding one ('' for a bare string, `name`, `location.name`, `tags.2`), or null when there is none.
 */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, field] of Object.entries(value)) {
    const found = nulCharacterPath(field, path ? `${path}.${key}` : key);
    if (found !== null) return found;
    // a key can carry one too (a JSON object's property name)
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '\\0')}` : key.replaceAll('\u0000', '\\0');
  }
  return null;
}
