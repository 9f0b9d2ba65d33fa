import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type ClienteListado, useClientSearch } from '@/api/clients';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { agendaText } from '../utils/texts';
import { noShowText } from '../utils/no-show-text';

interface Props {
  value: ClienteListado | null;
  onChange: (client: ClienteListado | null) => void;
}

/**
 * Client search as you type, by name, e-mail or phone: the server answers one small page of
 * matches (never the whole list), blocked clients left out.
 */
export function ClientAutocomplete({ value, onChange }: Props) {
  const [input, setInput] = useState('');
  const buscar = useDebouncedValue(input, 300);
  const clients = useClientSearch(buscar, true);
  return (
    <>
      {clients.isError && <Alert severity="error">{agendaText.clientsError}</Alert>}
      <Autocomplete
        options={clients.data ?? []}
        // the server already filtered: every option it sent is shown
        filterOptions={(options) => options}
        value={value}
        onChange={(_e, v) => onChange(v)}
        inputValue={input}
        onInputChange={(_e, v) => setInput(v)}
        getOptionLabel={(c) => c.nombre}
        getOptionKey={(c) => c.ID}
        isOptionEqualToValue={(a, b) => a.ID === b.ID}
        renderOption={(props, c) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              {c.nombre}
              <span style={{ opacity: 0.65, marginLeft: 8, fontSize: '0.85em' }}>
                {c.user_email}
              </span>
              {noShowText(c) && (
                <span
                  style={{
                    marginLeft: 8,
                    padding: '0 6px',
                    borderRadius: 4,
                    fontSize: '0.8em',
                    fontWeight: 700,
                    background: '#fff3e0',
                    color: '#8a3c00',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {noShowText(c)}
                </span>
              )}
            </li>
          );
        }}
        loading={clients.isFetching}
        loadingText="Cargando clientes…"
        noOptionsText="Sin coincidencias"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Cliente"
            required
            helperText={value && noShowText(value) ? noShowText(value) : undefined}
          />
        )}
      />
    </>
  );
}
