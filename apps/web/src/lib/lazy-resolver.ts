import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<Values extends FieldValues> {
  resolver: Resolver<Values>;
  /** starts loading the schema (call it once the form is on screen) */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose schema loads on demand. The shared schemas are zod's, and zod
 * weighs ~24 KB gzip: a form that is the first thing a visitor sees (login) renders without it
 * and loads it right after (preload), well before the first submit. Should the chunk fail to
 * load (offline, a new deploy), the values go through unchecked: the server checks them with
 * the same schemas and answers with the same Spanish messages.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): LazyResolver<Values> {
  let loading: Promise<Resolver<Values> | null> | null = null;
  const get = () =>
    (loading ??= load().catch(() => {
      loading = null; // the next submit tries again
      return null;
    }));
  return {
    resolver: async (values, context, options) => {
      const resolve = await get();
      return resolve ? resolve(values, context, options) : { values, errors: {} };
    },
    preload: () => void get(),
  };
}
