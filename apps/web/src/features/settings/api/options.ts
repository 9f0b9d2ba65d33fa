import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export type OptionValues = Record<string, string>;

const optionsKey = (names: readonly string[]) => ['private', 'options', ...names] as const;

/** One GET per option (the endpoint takes one name), all before the form shows. */
export async function getOptions(names: readonly string[]): Promise<OptionValues> {
  const values = await Promise.all(
    names.map((opcion) =>
      apiClient
        .get<Envelope<string>>(endpoints.config.option, { opcion })
        .then((r) => r.data ?? ''),
    ),
  );
  return Object.fromEntries(names.map((n, i) => [n, String(values[i] ?? '')]));
}

export function useOptions(names: readonly string[]) {
  return useQuery({ queryKey: optionsKey(names), queryFn: () => getOptions(names), staleTime: 0 });
}

/** Only what changed, one POST per option, in order. */
export function changedOptions(initial: OptionValues, current: OptionValues): OptionValues {
  return Object.fromEntries(Object.entries(current).filter(([k, v]) => initial[k] !== v));
}

export function useSaveOptions(names: readonly string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (changes: OptionValues) => {
      for (const [opcion, valor] of Object.entries(changes)) {
        await apiClient.post(endpoints.config.update, { opcion, valor });
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: optionsKey(names) }),
  });
}
