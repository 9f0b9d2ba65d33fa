import './zod-jitless';
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

// The app's CSP forbids eval: zod must never try `new Function` (a CSP violation report each time).
describe('zod-jitless', () => {
  it('zod starts jitless, and parses the same', () => {
    expect(config().jitless).toBe(true);
    const spy = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(spy, {
      construct(target, args) {
        probed = true;
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        probed = true;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      const schema = z.object({ nombre: z.string().min(1), edad: z.number().int() });
      expect(schema.parse({ nombre: 'Ana', edad: 30 })).toEqual({ nombre: 'Ana', edad: 30 });
      expect(schema.safeParse({ nombre: '', edad: 1.5 }).success).toBe(false);
    } finally {
      globalThis.Function = spy;
    }
    expect(probed).toBe(false);
  });
});
