/** A member of a parsed JSON object, or undefined (for a body read without its contract type). */
export function jsonMember(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const member: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
  return member;
}
