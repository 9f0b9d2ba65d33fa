import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RouterLink, type RouterLinkProps } from './link-button';

/**
 * A link inside a sentence, drawn as MUI's `<Link component={RouterLink}>` (primary colour,
 * always underlined with the colour at 40%, the full colour on hover) without Link's code
 * (~1.3 KB gzip on the login and registration pages, issue 29.7).
 */
export function TextLink(props: RouterLinkProps) {
  return (
    <Box
      component={RouterLink}
      {...props}
      sx={(theme) => ({
        color: 'primary.main',
        textDecoration: 'underline',
        textDecorationColor: alpha(theme.palette.primary.main, 0.4),
        '&:hover': { textDecorationColor: 'inherit' },
      })}
    />
  );
}
