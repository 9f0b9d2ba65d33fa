import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataOf, subirLogo } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { API_BASE } from '@/config/paths';
import { apiCall } from '@/lib/api-client';
import { routePath } from '@/lib/api-endpoint';
import { ApiError } from '@/lib/api-error';
import { jsonMember } from '@/lib/json-member';
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
    queryFn: () => apiCall(endpoints.obtenerOpcion, { opcion }),
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
        await apiCall(endpoints.actualizarOpcion, { opcion, valor });
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

/** GET obtener-logo (public) → the URL, or null when none is set or it cannot be read. */
export function useLogoUrl(): string | null {
  const { data } = useQuery({
    queryKey: optionKeys.logo,
    queryFn: async () => {
      // "no logo yet" (a 200 with success false) reaches here as an ApiError: the query fails
      const body = await apiCall(endpoints.obtenerLogo);
      return (body.success && body.data.logo_url) || null;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * POST subir-logo, multipart (field `file`): sent with fetch, the JSON client does not send files;
 * its answer is read member by member, the JSON client's way.
 */
async function uploadLogo(file: File): Promise<DataOf<typeof subirLogo>['logo_url']> {
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  const res = await fetch(`${API_BASE}${routePath(endpoints.subirLogo)}`, {
    method: endpoints.subirLogo.method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body: unknown = await res.json().catch(() => null);
  const data = jsonMember(body, 'data');
  const logoUrl = text(jsonMember(data, 'logo_url'));
  if (!res.ok || !jsonMember(body, 'success') || !logoUrl) {
    // the server's reason (e.g. not an image) is preferred to the generic text (seed §8)
    const reason = text(jsonMember(body, 'error')) || text(jsonMember(data, 'message'));
    const code = jsonMember(data, 'errorCode');
    throw new ApiError(
      res.status,
      typeof code === 'number' ? code : null,
      reason || 'Error al subir el logo.',
      !!reason,
    );
  }
  return logoUrl;
}

export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    // the top bar reads the logo through this key
    onSuccess: () => qc.invalidateQueries({ queryKey: optionKeys.logo }),
  });
}
