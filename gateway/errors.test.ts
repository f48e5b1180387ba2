import { describe, expect, it } from 'vitest';
import { GatewayError, internalError } from './errors';

// An error meant for the client carries no stack (formatting one under source maps was a large share of the gateway's
// CPU once sends were refused under load, issue 16); INTERNAL keeps its stack for the log, and no other error loses
// its own.
describe('GatewayError', () => {
  it('meant for the client: its stack is its name and message, no frames', () => {
    const error = new GatewayError('Too many sends. Try again.', { code: 'UNAVAILABLE' });
    expect(error.stack).toBe('GatewayError: Too many sends. Try again.');
    expect(error).toBeInstanceOf(Error);
    expect(error.extensions).toEqual({ code: 'UNAVAILABLE' });
  });

  it('INTERNAL keeps the frames where it was made, and errors made after either keep theirs', () => {
    const internal = internalError();
    expect(internal.stack!.split('\n').length).toBeGreaterThan(1);
    expect(internal.stack).toContain('errors.test.ts');
    new GatewayError('Not found.', { code: 'NOT_FOUND' });
    expect(new Error('later').stack).toContain('errors.test.ts');
  });
});
