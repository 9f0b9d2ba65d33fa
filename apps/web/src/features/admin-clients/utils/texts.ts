/** Seed §8 texts of the clients screen, verbatim where the seed gives them. */
export const clientesText = {
  loadError: 'Ocurrió un error al obtener los clientes.',
  saveError: 'Error al guardar cambios en el cliente',
  deleteError: 'Error al eliminar cliente',
  saved: 'Cambios guardados con éxito.',
  deleted: 'Cliente eliminado.',
  passwordSaved: 'La contraseña fue modificada.',
} as const;
