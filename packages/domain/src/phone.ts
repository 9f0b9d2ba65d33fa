/** Stored phone = country + area + number; 54 becomes 549 and 52 becomes 521 (mobile prefixes). */
export function composePhone(pais: string, area: string, numero: string): string {
  const country = pais === '54' ? '549' : pais === '52' ? '521' : pais;
  return `${country}${area}${numero}`;
}

/** WhatsApp chat link for a stored phone. */
export function whatsappLink(celular: string): string {
  return `https://wa.me/${celular.replace(/\D/g, '')}`;
}
