// Rules every text input obeys, at every layer's edge (services' hooks, the gateway's variables and literals).

/** Half of a UTF-16 surrogate pair without its other half: no UTF-8 encoding exists for it (URIs, PostgreSQL). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that cannot be stored or sent on: a NUL character, or a lone surrogate. */
export const isUnstorableText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * PostgreSQL's text cannot hold U+0000 (a NUL byte in any field made the insert fail with a 500), and a lone surrogate
 * has no UTF-8 form (the fuzz test found one failing to become a services URL). Answers the path of the first string
 * holding either ('' for a bare string, `name`, `location.name`, `tags.2`), or null when there is none.
 */
export function unstorableTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, field] of Object.entries(value)) {
    const found = unstorableTextPath(field, path ? `${path}.${key}` : key);
    if (found !== null) return found;
    // a key can carry one too (a JSON object's property name)
    if (isUnstorableText(key)) return path ? `${path}.${key.replaceAll('\u0000', '\\0')}` : key.replaceAll('\u0000', '\\0');
  }
  return null;
}
