import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from './api-client';

/** The top bar and the settings' logo preview read it; uploading a logo invalidates it. */
export const logoKey = ['public', 'logo'] as const;

interface LogoBody {
  success: true;
  logo_url?: string;
  data?: { logo_url?: string };
}

/** GET obtener-logo (public) → the URL, or null when none is set. */
export async function getLogoUrl(): Promise<string | null> {
  try {
    const res = await apiClient.get<LogoBody>(endpoints.site.logo);
    return res.data?.logo_url || res.logo_url || null;
  } catch {
    return null;
  }
}

export function useLogoUrl(): string | null {
  const { data } = useQuery({
    queryKey: logoKey,
    queryFn: getLogoUrl,
    staleTime: 10 * 60_000,
  });
  return data ?? null;
}
