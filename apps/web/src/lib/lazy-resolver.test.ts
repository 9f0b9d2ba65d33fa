import { describe, expect, it, vi } from 'vitest';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: undefined };
const failing: Resolver<FieldValues> = () => ({
  values: {},
  errors: { email: { type: 'custom', message: 'mal' } },
});

describe('lazyResolver', () => {
  it('loads the schema once and validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(failing));
    const { resolver, preload } = lazyResolver(load);
    preload();
    const result = await resolver({ email: 'x' }, undefined, options);
    await resolver({ email: 'y' }, undefined, options);
    expect(result.errors).toEqual({ email: { type: 'custom', message: 'mal' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the values through for the server to check when the schema cannot load, and retries', async () => {
    const load = vi
      .fn<() => Promise<Resolver<FieldValues>>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValueOnce(failing);
    const { resolver } = lazyResolver(load);
    expect(await resolver({ email: 'x' }, undefined, options)).toEqual({
      values: { email: 'x' },
      errors: {},
    });
    expect((await resolver({ email: 'x' }, undefined, options)).errors).toHaveProperty('email');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
