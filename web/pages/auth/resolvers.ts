// The auth forms' zod resolvers, in a chunk of their own (web/lib/lazyResolver.ts): zod is not part of /login's first
// paint.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '~/common/validation';

export const loginResolver = zodResolver(loginSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
