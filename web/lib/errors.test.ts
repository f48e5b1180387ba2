import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '~/common/messages/pages';
import { applyServerErrors, errorCode, errorMessage, fieldErrors } from '~/web/lib/errors';

const badInput = new CombinedError({
  graphQLErrors: [
    new GraphQLError('You need to provide a valid email', {
      extensions: { code: 'BAD_USER_INPUT', fields: { username: 'You need to provide a valid email', nickname: 'Too short' } },
    }),
  ],
});

describe('server errors', () => {
  it('shows the GraphQL message as the gateway words it', () => {
    const limited = new CombinedError({
      graphQLErrors: [new GraphQLError('Too many requests. Please slow down and try again in a minute.', { extensions: { code: 'RATE_LIMITED' } })],
    });
    expect(errorMessage(limited)).toBe('Too many requests. Please slow down and try again in a minute.');
    expect(errorCode(limited)).toBe('RATE_LIMITED');
  });

  it('is never blank when the network fails', () => {
    expect(errorMessage(new CombinedError({ networkError: new Error('socket hang up') }))).toBe(PAGES.internal);
  });

  it('reads field errors from extensions.fields', () => {
    expect(fieldErrors(badInput)).toEqual({ username: 'You need to provide a valid email', nickname: 'Too short' });
  });

  it('puts field errors under their fields and keeps a form message for the others', () => {
    const setError = vi.fn();
    expect(applyServerErrors(badInput, setError, ['username', 'password'])).toBe('You need to provide a valid email');
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'You need to provide a valid email' });
    expect(applyServerErrors(badInput, vi.fn(), ['username', 'nickname'])).toBeNull();
  });
});
