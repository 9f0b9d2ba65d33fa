import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSiteName } from '@/api/options';

/** Sets the document title for the route. */
export function usePageTitle(title: string): void {
  const site = useSiteName();
  useEffect(() => {
    document.title = title === site ? site : `${title} | ${site}`;
  }, [title, site]);
}

interface PageProps {
  title: string;
  /** Heading shown on the page; defaults to the title. */
  heading?: ReactNode;
  subtitle?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** One h1 per page, then the content. */
export function Page({ title, heading, subtitle, maxWidth = 'md', children }: PageProps) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, sm: 4 } }}>
      <Box component="header" sx={{ mb: 2 }}>
        <Typography variant="h1" component="h1">
          {heading ?? title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
