import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type ClientListItem, useClientSearch } from '@/api/clients';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { noShowText } from '@/lib/no-show-text';

export const CLIENTS_SEARCH_ERROR = 'Ocurrió un error al obtener los clientes.';

interface Props {
  value: ClientListItem | null;
  onChange: (client: ClientListItem | null) => void;
  /** 'Cliente' unless said */
  label?: string;
  /** true unless said (the agenda's booking needs one; a counter sale does not) */
  required?: boolean;
  /** said under the field when no missed appointments are */
  helperText?: string;
  id?: string;
}

/**
 * Client search as you type, by name, e-mail or phone: the server answers one small page of
 * matches (never the whole list), blocked clients left out. While the answer to what was just
 * typed loads, the list says so instead of showing the previous text's clients. Shared by the agenda's booking and
 * the counter's sale of products.
 */
export function ClientAutocomplete({
  value,
  onChange,
  label = 'Cliente',
  required = true,
  helperText,
  id,
}: Props) {
  const [input, setInput] = useState('');
  const buscar = useDebouncedValue(input, 300);
  const clients = useClientSearch(buscar, true);
  // only the answer to what is typed now is offered: a list for an earlier text (kept while the
  // new one loads) could be swapped under the pointer as it is clicked and pick another client
  const current = !clients.isPlaceholderData && buscar.trim() === input.trim();
  return (
    <>
      {clients.isError && <Alert severity="error">{CLIENTS_SEARCH_ERROR}</Alert>}
      <Autocomplete
        id={id}
        options={current ? (clients.data ?? []) : []}
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
        loading={!current || clients.isFetching}
        loadingText="Cargando clientes…"
        noOptionsText="Sin coincidencias"
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={required}
            helperText={value && noShowText(value) ? noShowText(value) : helperText}
          />
        )}
      />
    </>
  );
}
