/** Spanish texts from the seed (§5, §8), used verbatim by server and web. */
export const msg = {
  required: 'Complete este campo.',
  maxChars: (n: number) => `Máximo ${n} caracteres.`,
  emailInvalid: 'Por favor, ingresa un correo electrónico válido.',
  noSpaces: 'Quite espacios en blanco.',
  passwordMin: 'La contraseña debe tener al menos 8 caracteres.',
  passwordLower: 'La contraseña debe tener al menos una letra minúscula.',
  passwordUpper: 'La contraseña debe tener al menos una letra mayúscula.',
  passwordDigit: 'La contraseña debe tener al menos un número.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  passwordHint: 'Mínimo 8 caracteres, al menos 1 mayúscula y 1 número.',
  nameMin: 'Por favor, complete este campo.',
  digitsOnly: 'Sólo números.',
  areaNoZero: 'No agregue 0 al código de área.',
  numberNo15: 'Por favor, no agregar 15.',
  phoneInvalid: 'Por favor, ingrese un número de celular válido.',
  wrongCredentials: 'Email o contraseña incorrectos',
  loginGeneric: 'Ocurrió un error. Por favor, intentelo nuevamente!',
  emailExists:
    'Ya existe una cuenta registrada con este email. Elegí reestablecer contraseña si no la recordas.',
  registerSuccess:
    'Te enviamos un correo para validar la cuenta. Por favor, revisá tu bandeja de entrada.',
  welcome: '¡Bienvenido!',
  sessionExpired: 'Por favor, vuelva a iniciar sesión',
  notAuthorized: 'No está autorizado para realizar esta acción',
  offline:
    'Parece que estás desconectado. Por favor, verifica tu conexión a Internet e intenta nuevamente.',
  serverUnreachable: 'Se produjo un error conectandonos al servidor.',
  http400: 'Solicitud incorrecta',
  http401: 'No tienes permisos para ver esta página',
  http403: 'Prohibido',
  http404: 'No se encontró el recurso',
  http500: 'Error interno del servidor',
  http502: 'No se encontró el servidor',
  httpDefault: 'Hubo un error',
  unknown: 'Error desconocido',
} as const;

/** Contract §6.4: why a client may no longer cancel (the 1009 text, and the web's explanation). */
export const cancelCutOffMessage = (hours: number) =>
  `Ya no se puede cancelar este turno: faltan menos de ${hours} ${hours === 1 ? 'hora' : 'horas'}.`;
