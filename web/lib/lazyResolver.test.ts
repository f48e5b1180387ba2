import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from '~/web/lib/lazyResolver';

const schema = z.object({ username: z.string().min(4, 'Too short') });
type Form = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Form>;

describe('lazyResolver (issue 21: validation loads after the first paint)', () => {
  it('validates with the schema once loaded, loading it once for every submit', async () => {
    const load = vi.fn(async () => zodResolver(schema));
    const { resolver, preload } = lazyResolver<Form>(load);
    await preload();
    const bad = await resolver({ username: 'ab' }, undefined, options);
    expect(bad.errors.username?.message).toBe('Too short');
    const good = await resolver({ username: 'abcd' }, undefined, options);
    expect(good.values).toEqual({ username: 'abcd' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('a load that failed is tried again on the next submit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(zodResolver(schema));
    const { resolver } = lazyResolver<Form>(load);
    await expect(resolver({ username: 'ab' }, undefined, options)).rejects.toThrow('offline');
    const retried = await resolver({ username: 'ab' }, undefined, options);
    expect(retried.errors.username?.message).toBe('Too short');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
