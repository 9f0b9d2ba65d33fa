import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for MUI TextField: the ref must reach the <input>. */
export function muiField(registration: UseFormRegisterReturn) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
