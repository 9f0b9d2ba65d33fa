import Box from '@mui/material/Box';
import { BranchesSection } from './branches-section';
import { ContactSection } from './contact-section';
import { HomeHero } from './home-hero';
import { ServicesSection } from './services-section';

/**
 * The home page (issue 29.6, ADR 0091): the studio, its branches, services and contact. The
 * sections are memoized: the site name arriving re-renders the heading only (each render of a
 * whole MUI page is a long task on a phone).
 */
export function ShopWindow({ siteName }: { siteName: string }) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <HomeHero siteName={siteName} />
      <BranchesSection />
      <ServicesSection />
      <ContactSection />
    </Box>
  );
}
