import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Instagram from '@mui/icons-material/Instagram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useStudioContact } from '../hooks/use-contact';
import { Section } from './section';

/** WhatsApp and Instagram, when the studio set them (options, ADR 0091); nothing otherwise. */
export const ContactSection = memo(function ContactSection() {
  const { whatsapp, instagram } = useStudioContact();
  if (!whatsapp && !instagram) return null;
  return (
    <Section id="contacto" title="Contacto">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {whatsapp && (
          <Button
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<WhatsApp aria-hidden />}
            sx={{ minHeight: 48 }}
            aria-label="Escribinos por WhatsApp (se abre en otra pestaña)"
          >
            Escribinos por WhatsApp
          </Button>
        )}
        {instagram && (
          <Button
            href={instagram.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<Instagram aria-hidden />}
            sx={{ minHeight: 48, textTransform: 'none' }}
            aria-label={`Seguinos en Instagram, @${instagram.handle} (se abre en otra pestaña)`}
          >
            @{instagram.handle}
          </Button>
        )}
      </Box>
    </Section>
  );
});
