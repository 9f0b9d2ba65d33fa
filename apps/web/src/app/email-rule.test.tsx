import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import { emailError, msg, registerFormSchema } from '@turnos/domain';
import { emailLike } from '@turnos/domain/testing/email-addresses';
import { jsonResponse, renderAt, sentBody } from '@/test/render';
import { loginResolver } from '@/features/auth/login-resolver';
import { emailFormSchema } from '@/features/auth/schemas';
import { LoginForm } from '@/features/auth/components/login-form';
import { newProfessionalSchema } from '@/features/staff/schemas';
import { siteFields } from '@/features/settings/components/fields';

/**
 * ADR 0050: every e-mail field of the web app (login, register, forgot password, resend
 * validation, new professional, the site's e-mail option) applies the one rule the server
 * applies, with the same Spanish message.
 */
async function emailMessage<T extends FieldValues>(
  resolver: (values: T, context: undefined, o: ResolverOptions<T>) => unknown,
  values: T,
) {
  const o: ResolverOptions<T> = { fields: {}, shouldUseNativeValidation: undefined };
  const { errors } = (await resolver(values, undefined, o)) as { errors: FieldErrors };
  return (errors.email?.message as string | undefined) ?? null;
}

const forms: Record<string, (email: string) => Promise<string | null>> = {
  login: (email) => emailMessage(loginResolver, { email, password: 'Segura123' }),
  forgotAndResend: (email) => emailMessage(zodResolver(emailFormSchema), { email }),
  register: (email) =>
    emailMessage(zodResolver(registerFormSchema), {
      nombre: 'Lucía Pérez',
      email,
      telefono: { pais: '54', area: '297', numero: '4001122' },
      password: 'Segura123',
      confirmacion: 'Segura123',
    }),
  newProfessional: (email) =>
    emailMessage(zodResolver(newProfessionalSchema), {
      nombre: 'Sofía Romero',
      email,
      funcion: 'peluquero',
      telefono: { pais: '54', area: '297', numero: '4001122' },
      password: 'Segura123',
      confirmacion: 'Segura123',
      sucursal_id: '1',
    }),
  async siteEmailOption(email) {
    const field = siteFields.find((f) => f.name === 'turnos_email_sitio');
    // empty is "no site e-mail" there
    return email === '' ? emailError('') : (field?.validate?.(email) ?? null);
  },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('one e-mail rule in every web form (ADR 0050)', () => {
  it('every e-mail field gives the rule’s verdict and message', async () => {
    await fc.assert(
      fc.asyncProperty(emailLike, async (email) => {
        const expected = emailError(email);
        const got: Record<string, string | null> = {};
        for (const [name, check] of Object.entries(forms)) got[name] = await check(email);
        expect({ email, ...got }).toEqual({
          email,
          ...Object.fromEntries(Object.keys(forms).map((k) => [k, expected])),
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the login form takes the default admin (admin@localhost) and refuses an address the server refuses', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { success: false, data: { errorCode: 48, message: 'x' } }),
    );
    renderAt('/login', <LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^email/i), 'dueña@estudio.test');
    await user.type(screen.getByLabelText(/^contraseña/i), 'Segura123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(msg.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^email/i));
    await user.type(screen.getByLabelText(/^email/i), 'Admin@LocalHost');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock, 0)).toEqual({ email: 'admin@localhost', password: 'Segura123' });
  });
});
