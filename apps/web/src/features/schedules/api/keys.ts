/** Query keys of a professional-branch row's schedule. */
export const scheduleKeys = {
  workingDays: (id: number) => ['schedules', 'dias-laborables', id] as const,
  agendaConf: (id: number) => ['schedules', 'conf-agenda', id] as const,
  nonWorkingDays: (id: number) => ['schedules', 'dias-no-laborables', id] as const,
};
