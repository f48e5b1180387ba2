// Error reports come from browsers and may carry secrets in messages, stacks or URLs: scrubbed before storage.
const RULES: [RegExp, string][] = [
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [scrubbed]'],
  // a JWT (three base64url parts), e.g. an access token pasted into a message
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[token]'],
  // key=value and "key": "value" pairs whose key names a secret
  [/((?:password|passwd|pwd|token|secret|api[_-]?key|authorization|refresh[_-]?token|rtn|session)[\w-]*["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi, '$1[scrubbed]'],
  [/[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, '[email]'],
];

export function scrub(text: string): string {
  return RULES.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
}
