/** Query keys of the agenda feature. Clients share the admin-clients key (same raw list). */
export const agendaKeys = {
  all: ['private', 'agenda'] as const,
  day: (id: string, fecha: string) => ['private', 'agenda', id, fecha] as const,
  rules: (id: string) => ['agenda-rules', id] as const,
  services: (id: string) => ['agenda-services', id] as const,
  professional: (id: string) => ['agenda-professional', id] as const,
  clients: ['private', 'clientes'] as const,
};
