/** Stored phone = country + area + number; 54 becomes 549 and 52 becomes 521 (mobile prefixes). */
export function composePhone(pais: string, area: string, numero: string): string {
  const country = pais === '54' ? '549' : pais === '52' ? '521' : pais;
  return `${country}${area}${numero}`;
}

/** WhatsApp chat link for a stored phone. */
export function whatsappLink(celular: string): string {
  return `https://wa.me/${celular.replace(/\D/g, '')}`;
}

/**
 * A WhatsApp number in the stored form (composePhone): digits only, and the mobile prefix
 * WhatsApp leaves out of its ids put back (54 11… → 549 11…, 52 … → 521 …).
 */
export function storedFormOfWhatsapp(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('54') && !digits.startsWith('549')) return `549${digits.slice(2)}`;
  if (digits.startsWith('52') && !digits.startsWith('521')) return `521${digits.slice(2)}`;
  return digits;
}
