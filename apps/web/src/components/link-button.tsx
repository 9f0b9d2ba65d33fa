import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/** A react-router Link usable as MUI's `component` prop. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});
