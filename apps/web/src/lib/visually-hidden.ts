/** Styles (`sx`) that hide an element from the eye and keep it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  // in `sx` a bare 1 would mean 100%
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
