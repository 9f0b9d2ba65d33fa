import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** what the choice does, read out with its radio (aria-describedby) */
  help: string;
}

interface Props<T extends string> {
  /** the question the choices answer */
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/**
 * One choice among a few, each with a line saying what it does (the day off's and the closure's
 * "¿Qué hacemos con estos turnos?").
 */
export function ChoiceRadioGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  disabled = false,
}: Props<T>) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(e) => {
          const chosen = choices.find((c) => c.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {choices.map((c) => (
          <FormControlLabel
            key={c.value}
            value={c.value}
            disabled={disabled}
            control={<Radio slotProps={{ input: { 'aria-describedby': `${id}-${c.value}` } }} />}
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <span>
                {c.label}
                <Typography
                  id={`${id}-${c.value}`}
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {c.help}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
