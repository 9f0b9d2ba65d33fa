import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { logoKey } from '@/lib/logo-url';
import { getToken } from '@/lib/token-store';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Multipart POST subir-logo (field `file`); the JSON client does not send files. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  const res = await fetch(`${endpoints.base}${endpoints.config.uploadLogo}`, {
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
    onSuccess: () => qc.invalidateQueries({ queryKey: logoKey }),
  });
}
