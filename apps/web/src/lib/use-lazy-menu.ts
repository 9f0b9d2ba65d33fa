import { useId, useState, type MouseEvent } from 'react';

/**
 * State of a top-bar menu whose list is a lazy chunk: MUI's Menu (with Popover and Modal, ~13 KB
 * gzip) stays out of every page's first load. The chunk is asked for at the first sign of
 * intent (pointer over the button, keyboard focus on it) and the menu opens once it is there.
 */
export function useLazyMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const want = () => setWanted(true);
  return {
    anchor,
    menuId,
    /** render the lazy list (in a Suspense) only when this is true */
    wanted,
    close: () => setAnchor(null),
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onPointerEnter: want,
      onFocus: want,
      onClick: (e: MouseEvent<HTMLElement>) => {
        want();
        setAnchor(e.currentTarget);
      },
    },
  };
}
