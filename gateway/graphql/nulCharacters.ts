import { GraphQLError, type ValidationRule } from 'graphql';
import { VALIDATION } from '~/common/messages';
import { nulCharacterPath } from '~/common/text';
import { GatewayError } from '~/gateway/errors';

// PostgreSQL's text cannot hold U+0000 (common/text.ts): refused here as BAD_USER_INPUT, whether it comes as a literal
// of the document or in the variables, before any services call.

/** A validation rule: a string literal (or a block string) holding a NUL character is a 400. */
export const noNulCharacters: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) context.reportError(new GraphQLError(VALIDATION.nulCharacter, { nodes: node }));
  },
});

/** The variables' check: the error to answer, or null. */
export function nulCharacterInVariables(variables: unknown): GatewayError | null {
  const path = nulCharacterPath(variables);
  if (path === null) return null;
  return new GatewayError(VALIDATION.nulCharacter, { code: 'BAD_USER_INPUT', fields: { [path || 'variables']: VALIDATION.nulCharacter } });
}
