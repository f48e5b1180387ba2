import { GraphQLError, type ValidationRule } from 'graphql';
import { VALIDATION } from '~/common/messages';
import { isUnstorableText, unstorableTextPath } from '~/common/text';
import { GatewayError } from '~/gateway/errors';

// Text that cannot be stored or sent on — a NUL character (PostgreSQL's text cannot hold it) or a lone surrogate (no
// UTF-8 form; common/text.ts) — is refused here as BAD_USER_INPUT, whether it comes as a literal of the document or in
// the variables, before any services call.

/** A validation rule: a string literal (or a block string) holding unstorable text is a 400. */
export const noUnstorableText: ValidationRule = (context) => ({
  StringValue(node) {
    if (isUnstorableText(node.value)) context.reportError(new GraphQLError(VALIDATION.unstorableText, { nodes: node }));
  },
});

/** The variables' check: the error to answer, or null. */
export function unstorableTextInVariables(variables: unknown): GatewayError | null {
  const path = unstorableTextPath(variables);
  if (path === null) return null;
  return new GatewayError(VALIDATION.unstorableText, { code: 'BAD_USER_INPUT', fields: { [path || 'variables']: VALIDATION.unstorableText } });
}
