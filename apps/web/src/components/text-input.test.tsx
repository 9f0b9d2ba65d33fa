import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { PasswordField } from './password-field';
import { TextInput } from './text-input';

/** TextField's markup without its class names and generated ids. */
function markup(html: string): string {
  return html.replace(/ class="[^"]*"/g, '').replace(/«[^»]*»|:r[0-9a-z]+:/g, 'ID');
}

describe('TextInput', () => {
  it("renders TextField's markup: label, required input, helper text as its description", () => {
    const props = {
      id: 'mail',
      label: 'Email',
      type: 'email',
      required: true,
      error: true,
      helperText: 'Email inválido',
    };
    const field = render(<TextField {...props} />).container.innerHTML;
    const input = render(<TextInput {...props} />).container.innerHTML;
    expect(markup(input)).toBe(markup(field));
  });

  it('names and describes the password field', () => {
    render(<PasswordField id="pw" label="Contraseña" required helperText="Mínimo 8" />);
    const box = screen.getByLabelText(/^Contraseña/);
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveAccessibleDescription('Mínimo 8');
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('gives the label an id of its own when none is passed', () => {
    render(<TextInput label="Nombre" />);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
  });
});
