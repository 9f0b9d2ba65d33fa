import { useQuery } from '@tanstack/react-query';
import { instagramContactLink, instagramHandle, whatsappContactLink } from '@turnos/domain';
import { optionQuery } from '@/api/options';

export interface StudioContact {
  whatsapp: string | null;
  instagram: { href: string; handle: string } | null;
}

const contactQuery = (opcion: string) => ({
  ...optionQuery(opcion),
  staleTime: 10 * 60_000,
  // no contact is better than an error on the shop window
  retry: false,
});

/** The studio's WhatsApp and Instagram (public options, ADR 0091); null when unset or unreadable. */
export function useStudioContact(): StudioContact {
  const whatsapp = useQuery(contactQuery('turnos_contacto_whatsapp')).data ?? '';
  const instagram = useQuery(contactQuery('turnos_contacto_instagram')).data ?? '';
  const href = instagramContactLink(instagram);
  const handle = instagramHandle(instagram);
  return {
    whatsapp: whatsappContactLink(whatsapp),
    instagram: href && handle ? { href, handle } : null,
  };
}
