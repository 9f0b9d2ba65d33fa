import { describe, expect, it } from 'vitest';
import { composePhone } from './phone';
import { landingPath } from './roles';
import { phonePartsSchema, registerFormSchema } from './validation/account';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('account rules', () => {
  it('composes phones with the mobile prefixes', () => {
    expect(composePhone('54', '297', '4001122')).toBe('5492974001122');
    expect(composePhone('52', '55', '12345678')).toBe('5215512345678');
    expect(composePhone('598', '99', '123456')).toBe('59899123456');
  });
  it('gives each phone part its seed message', () => {
    expect(first(phonePartsSchema.safeParse({ pais: '54', area: '0297', numero: '4001122' }))).toBe(
      'No agregue 0 al código de área.',
    );
    expect(
      first(phonePartsSchema.safeParse({ pais: '54', area: '297', numero: '154001122' })),
    ).toBe('Por favor, no agregar 15.');
  });
  it('checks the confirmation', () => {
    const r = registerFormSchema.safeParse({
      nombre: 'Lucía Pérez',
      email: 'l@example.com',
      telefono: { pais: '54', area: '297', numero: '4001122' },
      password: 'Segura123',
      confirmacion: 'Segura124',
    });
    expect(first(r)).toBe('Las contraseñas no coinciden.');
  });
  it('lands admins first', () => {
    expect(landingPath(['peluquero', 'peluadmin'])).toBe('/admin/dashboard');
    expect(landingPath(['peluquero'])).toBe('/profesional/dashboard');
    expect(landingPath(['cliente'])).toBe('/cliente/dashboard');
  });
});
