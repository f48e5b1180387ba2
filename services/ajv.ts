import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import { LINKEDIN_URL_PATTERN } from '~/common/validation';

/** Patterns the web checks case-insensitively (zod with the `i` flag) are matched the same way here. */
const CASE_INSENSITIVE = new Set([LINKEDIN_URL_PATTERN]);

const regExp = Object.assign((pattern: string, flags: string) => new RegExp(pattern, CASE_INSENSITIVE.has(pattern) ? `${flags}i` : flags), {
  code: 'new RegExp',
});

/**
 * Ajv as services validate with it: every error is collected (ajv-errors needs allErrors) and replaced by the spec §5
 * message of its schema's `errorMessage`; `$data` lets confirmPassword refer to password.
 */
export const ajvOptions: FastifyServerOptions['ajv'] = {
  customOptions: { allErrors: true, $data: true, code: { regExp } },
  plugins: [ajvErrors as never, ajvFormats as never],
};
