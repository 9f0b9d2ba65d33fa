import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Cliente } from '@/api/clients';

interface Props {
  clients: readonly Cliente[];
  value: Cliente | null;
  onChange: (client: Cliente | null) => void;
  loading: boolean;
  disabled?: boolean;
}

/** Client search by name (the list holds no blocked clients). */
export function ClientAutocomplete({ clients, value, onChange, loading, disabled }: Props) {
  return (
    <Autocomplete
      options={clients}
      value={value}
      onChange={(_e, v) => onChange(v)}
      getOptionLabel={(c) => c.nombre}
      getOptionKey={(c) => c.ID}
      isOptionEqualToValue={(a, b) => a.ID === b.ID}
      renderOption={(props, c) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {c.nombre}
            <span style={{ opacity: 0.65, marginLeft: 8, fontSize: '0.85em' }}>{c.user_email}</span>
          </li>
        );
      }}
      loading={loading}
      loadingText="Cargando clientes…"
      noOptionsText="Sin coincidencias"
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label="Cliente" required />}
    />
  );
}
