import type { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  left?: unknown;
  right?: unknown;
  in?: unknown;
  innerType?: unknown;
  options?: unknown[];
};
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Zod types that take arrays or objects. */
const STRUCTURED = new Set(['object', 'array', 'record', 'tuple', 'map', 'set', 'any', 'unknown']);

/** Does this field's schema take an array or an object as its input? */
function takesStructured(field: unknown): boolean {
  const def = defOf(field);
  if (STRUCTURED.has(def.type)) return true;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return takesStructured(def.innerType);
    case 'pipe':
      return takesStructured(def.in);
    case 'union':
      return (def.options ?? []).some(takesStructured);
    case 'intersection':
      return takesStructured(def.left) || takesStructured(def.right);
    case 'lazy':
      return true;
    default:
      return false;
  }
}

/** Every top-level field of a params schema with its own schema (objects, `.and`, wrappers). */
export function fieldsOf(schema: unknown): [string, unknown][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {});
    case 'intersection':
      return [...fieldsOf(def.left), ...fieldsOf(def.right)];
    case 'pipe':
      return fieldsOf(def.in);
    case 'optional':
    case 'default':
    case 'nullable':
      return fieldsOf(def.innerType);
    default:
      return [];
  }
}

/** The top-level keys a params schema declares. */
export const declaredKeys = (schema: unknown): string[] => fieldsOf(schema).map(([k]) => k);

const cache = new WeakMap<z.ZodType, readonly string[]>();

/**
 * The fields a route declares as single values (strings, numbers, flags, enums): an array or an
 * object sent in one of them is refused before the schema runs. Fields a schema declares as
 * objects or arrays, and undeclared keys of a loose object (read by the service), are left alone.
 */
export function scalarFieldsOf(schema: z.ZodType): readonly string[] {
  let keys = cache.get(schema);
  if (!keys) {
    keys = [
      ...new Set(
        fieldsOf(schema)
          .filter(([, f]) => !takesStructured(f))
          .map(([k]) => k),
      ),
    ];
    cache.set(schema, keys);
  }
  return keys;
}
