import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { API_BASE } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getToken } from '@/lib/token-store';

/** Site options and the logo (contract §4.7, §4.8): the settings screens, the top bar, pages. */

export type OptionValues = Record<string, string>;

export const DEFAULT_SITE_NAME = 'Turnos';
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const LOGO_MAX_BYTES = 1024 * 1024;

export const optionKeys = {
  all: ['options'] as const,
  one: (opcion: string) => ['options', opcion] as const,
  logo: ['options', 'logo'] as const,
};

/** GET obtener-opcion (one name per call); '' when unset. Public for the site name. */
export const optionQuery = (opcion: string) =>
  queryOptions({
    queryKey: optionKeys.one(opcion),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<unknown>>('turnos/v1/obtener-opcion', { opcion });
      const value =
        typeof res.data === 'object' && res.data !== null && 'valor' in res.data
          ? res.data.valor
          : res.data;
      return value === null || value === undefined ? '' : String(value);
    },
  });

/** Every option of a form, all before the form shows, always fresh. */
export function useOptions(names: readonly string[]) {
  return useQueries({
    queries: names.map((n) => ({ ...optionQuery(n), staleTime: 0 })),
    combine: (results) => ({
      data: results.every((r) => r.data !== undefined)
        ? Object.fromEntries(names.map((n, i): [string, string] => [n, results[i]?.data ?? '']))
        : undefined,
      isError: results.some((r) => r.isError),
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
}

/** Only what changed, one POST per option, in order. */
export function changedOptions(initial: OptionValues, current: OptionValues): OptionValues {
  return Object.fromEntries(Object.entries(current).filter(([k, v]) => initial[k] !== v));
}

export function useSaveOptions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (changes: OptionValues) => {
      for (const [opcion, valor] of Object.entries(changes)) {
        await apiClient.post('turnos/v1/actualizar-opcion', { opcion, valor });
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: optionKeys.all }),
  });
}

const siteName = (value: string) => value.trim() || DEFAULT_SITE_NAME;

export function useSiteName(): string {
  const { data } = useQuery({
    ...optionQuery('turnos_nombre_sitio'),
    select: siteName,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? DEFAULT_SITE_NAME;
}

interface LogoBody {
  success: true;
  logo_url?: string;
  data?: { logo_url?: string };
}

/** GET obtener-logo (public) → the URL, or null when none is set or it cannot be read. */
export function useLogoUrl(): string | null {
  const { data } = useQuery({
    queryKey: optionKeys.logo,
    queryFn: async () => {
      const res = await apiClient.get<LogoBody>('turnos/v1/obtener-logo');
      return res.data?.logo_url || res.logo_url || null;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? null;
}

/** Multipart POST subir-logo (field `file`); the JSON client does not send files. */
async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  const res = await fetch(`${API_BASE}turnos/v1/subir-logo`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await res.json().catch(() => null)) as {
    success?: boolean;
    error?: string;
    data?: { logo_url?: string; errorCode?: number; message?: string };
  } | null;
  if (!res.ok || !body?.success || !body.data?.logo_url) {
    // the server's reason (e.g. not an image) is preferred to the generic text (seed §8)
    const reason = body?.error || body?.data?.message;
    throw new ApiError(
      res.status,
      body?.data?.errorCode ?? null,
      reason || 'Error al subir el logo.',
      !!reason,
    );
  }
  return body.data.logo_url;
}

export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    // the top bar reads the logo through this key
    onSuccess: () => qc.invalidateQueries({ queryKey: optionKeys.logo }),
  });
}
