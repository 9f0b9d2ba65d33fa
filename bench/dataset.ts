/**
 * Builds a large studio with set-based SQL (INSERT ... SELECT generate_series), the same text on
 * PostgreSQL and PGlite. Appointments never overlap per professional: every professional-day has
 * a fixed layout of back-to-back slots (one of five variants), and a random subset of those slots
 * is kept, so the kept ones can never collide; each appointment gets one appointment_units row
 * per '1' of its service's occupancy pattern, exactly as the server writes them.
 */
import { addDays } from '@turnos/domain';

export interface Scale {
  name: string;
  branches: number;
  professionals: number;
  /** professionals 1..this also work Saturdays at a second branch */
  twoBranchProfessionals: number;
  clients: number;
  appointments: number;
  /** days before and after today covered by appointments */
  daysBack: number;
  daysAhead: number;
}

export interface Sql {
  /** runs one or more statements, no result */
  exec(text: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

export interface DatasetInfo {
  users: number;
  clientIdFrom: number;
  clientIdTo: number;
  professionalBranches: number;
  professionalServices: number;
  appointments: number;
  appointmentUnits: number;
  firstDate: string;
  lastDate: string;
}

/** id, name, pattern ('1' = busy unit), price; service 1 ('Ocupado') comes with the migrations */
const SERVICES: [number, string, string, number][] = [
  [2, 'Corte', '11', 9000],
  [3, 'Corte y barba', '111', 12000],
  [4, 'Color', '1101', 25000],
  [5, 'Brushing', '11', 7000],
  [6, 'Lavado', '1', 3000],
  [7, 'Mechas', '111001', 30000],
];
/** Professionals whose main branch is branch 1: the branch agenda's bench reads their columns. */
export const BIG_BRANCH = 10;
/** the order services are laid out in a day; each variant starts at another offset */
const LAYOUT = [2, 6, 6, 2, 5, 6, 3, 6, 2, 6, 4, 6, 5, 6, 7, 6];
const VARIANTS = 5;
/** added to the random key of future slots, so the past is fuller than the future (as in a real studio) */
const FUTURE_BIAS = 0.25;
/** working hours in 15-minute units: weekdays 09:00–13:00 and 14:00–21:00, Saturday 09:00–14:00 */
const WEEKDAY_SHIFTS: [number, number][] = [
  [36, 52],
  [56, 84],
];
const SATURDAY_SHIFTS: [number, number][] = [[36, 56]];

const serviceLength = (id: number) => SERVICES.find((s) => s[0] === id)?.[2].length ?? 1;

/** Rows (variant, saturday, start unit, service) of the back-to-back day layouts. */
function layoutRows(): string[] {
  const rows: string[] = [];
  for (let v = 0; v < VARIANTS; v++) {
    for (const [saturday, shifts] of [
      [false, WEEKDAY_SHIFTS],
      [true, SATURDAY_SHIFTS],
    ] as const) {
      let k = v * 3;
      for (const [from, to] of shifts) {
        let unit = from;
        for (;;) {
          const service = LAYOUT[k % LAYOUT.length] ?? 2;
          const len = serviceLength(service);
          if (unit + len > to) break;
          rows.push(`(${v}, ${saturday}, ${unit}, ${service})`);
          unit += len;
          k++;
        }
      }
    }
  }
  return rows;
}

const q = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Holidays (month-day) on which nobody works: non_working_days rows for every branch link. */
const HOLIDAYS = ['01-01', '03-24', '04-02', '05-01', '05-25', '06-20', '07-09', '12-08', '12-25'];

export async function buildDataset(
  db: Sql,
  scale: Scale,
  today: string,
  passwordHash: string,
  log: (msg: string) => void,
): Promise<DatasetInfo> {
  const P = scale.professionals;
  const B = scale.branches;
  const P2 = Math.min(scale.twoBranchProfessionals, P);
  const firstDate = addDays(today, -scale.daysBack);
  const lastDate = addDays(today, scale.daysAhead - 1);
  const profFrom = 2;
  const clientFrom = profFrom + P;
  const clientTo = clientFrom + scale.clients - 1;
  const step = async (label: string, text: string) => {
    const t0 = performance.now();
    await db.exec(text);
    log(`  ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  };

  await step(
    'catalog, staff, working days',
    `
    SELECT setseed(0.4242);
    INSERT INTO branches (id, name, address)
      SELECT g, 'Sucursal ' || g, 'Av. Siempreviva ' || (100 * g) FROM generate_series(1, ${B}) g;
    SELECT setval(pg_get_serial_sequence('branches', 'id'), ${B});
    INSERT INTO services (id, name, description, duracion, pattern, price) VALUES
      ${SERVICES.map(([id, n, p, price]) => `(${id}, ${q(n)}, ${q(n)}, ${p.length}, ${q(p)}, ${price})`).join(',\n      ')};
    SELECT setval(pg_get_serial_sequence('services', 'id'), ${Math.max(...SERVICES.map((s) => s[0]))});
    INSERT INTO users (id, email, password_hash, display_name, name, validated, roles)
      VALUES (1, 'admin@bench.test', ${q(passwordHash)}, 'Administrador', 'Administrador', true, '{peluadmin}');
    INSERT INTO users (id, email, password_hash, display_name, name, phone, validated, roles)
      SELECT ${profFrom} - 1 + g, 'peluquero' || g || '@bench.test', ${q(passwordHash)},
             'Peluquero ' || g, 'Peluquero ' || g, '+54911' || lpad(g::text, 8, '0'), true, '{peluquero}'
      FROM generate_series(1, ${P}) g;
    -- link ids: 1..P = professional g at their main branch: 1..${BIG_BRANCH} at branch 1 (the
    -- reception's big day, bench phase 'obtener-agenda-sucursal'), the rest round the other
    -- branches; P+1..P+P2 = Saturdays elsewhere
    INSERT INTO professional_branches (id, professional_id, branch_id, agenda_open_days)
      SELECT g, ${profFrom} - 1 + g,
             CASE WHEN g <= ${BIG_BRANCH} OR ${B} = 1 THEN 1
                  ELSE ((g - ${BIG_BRANCH} - 1) % (${B} - 1)) + 2 END,
             60
      FROM generate_series(1, ${P}) g;
    INSERT INTO professional_branches (id, professional_id, branch_id, agenda_open_days)
      SELECT ${P} + g, ${profFrom} - 1 + g, (g % ${B}) + 1, 60 FROM generate_series(1, ${P2}) g;
    SELECT setval(pg_get_serial_sequence('professional_branches', 'id'), ${P + P2});
    INSERT INTO professional_services (professional_branch_id, service_id)
      SELECT pb.id, s.id FROM professional_branches pb CROSS JOIN services s WHERE s.id > 1
      ORDER BY pb.id, s.id;
    -- Monday–Friday at the main branch; Saturday at the main one, or at the second for those who have one
    INSERT INTO working_days (professional_branch_id, dia_semana, active, shift1_start, shift1_end,
                              second_shift, shift2_start, shift2_end)
      SELECT pb.id, d,
             CASE WHEN d < 5 THEN pb.id <= ${P}
                  WHEN d = 5 THEN (pb.id > ${P} OR pb.id > ${P2})
                  ELSE false END,
             CASE WHEN d <= 5 THEN '09:00' ELSE '00:00' END,
             CASE WHEN d < 5 THEN '13:00' WHEN d = 5 THEN '14:00' ELSE '00:00' END,
             d < 5,
             CASE WHEN d < 5 THEN '14:00' ELSE '00:00' END,
             CASE WHEN d < 5 THEN '21:00' ELSE '00:00' END
      FROM professional_branches pb CROSS JOIN generate_series(0, 6) d
      ORDER BY pb.id, d;
    INSERT INTO non_working_days (professional_branch_id, fecha, reason)
      SELECT pb.id, d::date, 'Feriado'
      FROM professional_branches pb
      CROSS JOIN generate_series(date '${firstDate}', date '${lastDate}', interval '1 day') d
      WHERE to_char(d, 'MM-DD') IN (${HOLIDAYS.map(q).join(', ')})
      ORDER BY pb.id, d;
  `,
  );

  await step(
    `${scale.clients.toLocaleString('en')} clients`,
    `
    INSERT INTO users (id, email, password_hash, display_name, name, phone, validated, roles, created_at)
      SELECT ${clientFrom} - 1 + g, 'cliente' || g || '@bench.test', ${q(passwordHash)},
             'Cliente ' || g, 'Cliente Número ' || g, '+54911' || lpad((50000000 + g)::text, 8, '0'),
             true, '{cliente}', now() - (g % 700) * interval '1 day'
      FROM generate_series(1, ${scale.clients}) g;
    SELECT setval(pg_get_serial_sequence('users', 'id'), ${clientTo});
  `,
  );

  await step(
    'day layouts',
    `
    CREATE TEMP TABLE bench_layout (variant int, saturday boolean, start_unit int, service_id int);
    INSERT INTO bench_layout VALUES ${layoutRows().join(', ')};
    -- candidate slots: every layout slot of every worked professional-day, with a random key
    CREATE TEMP TABLE bench_slots AS
      SELECT pb.id AS pb_id, pb.professional_id, pb.branch_id, d::date AS fecha, l.start_unit,
             l.service_id, random() + CASE WHEN d::date >= date '${today}' THEN ${FUTURE_BIAS} ELSE 0 END AS r
      FROM generate_series(date '${firstDate}', date '${lastDate}', interval '1 day') d
      CROSS JOIN professional_branches pb
      JOIN working_days wd ON wd.professional_branch_id = pb.id
        AND wd.dia_semana = extract(isodow FROM d)::int - 1 AND wd.active
      JOIN bench_layout l ON l.variant = pb.professional_id % ${VARIANTS}
        AND l.saturday = (extract(isodow FROM d) = 6)
      WHERE NOT EXISTS (SELECT 1 FROM non_working_days n
                        WHERE n.professional_branch_id = pb.id AND n.fecha = d::date);
  `,
  );
  const [cand] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM bench_slots');
  log(`  ${Number(cand?.n ?? 0).toLocaleString('en')} candidate slots`);

  await step(
    `${scale.appointments.toLocaleString('en')} appointments`,
    `
    INSERT INTO appointments (client_id, professional_branch_id, professional_id, branch_id, service_id,
        professional_service_id, fecha, hora_inicio, hora_fin, service_name, professional_name,
        branch_name, price, created_at, unit_count)
      SELECT ${clientFrom} + floor(random() * ${scale.clients})::int, k.pb_id, k.professional_id,
             k.branch_id, k.service_id, ps.id, k.fecha,
             lpad((k.start_unit / 4)::text, 2, '0') || ':' || lpad((k.start_unit % 4 * 15)::text, 2, '0'),
             lpad(((k.start_unit + s.duracion) / 4)::text, 2, '0') || ':'
               || lpad(((k.start_unit + s.duracion) % 4 * 15)::text, 2, '0'),
             s.name, u.name, b.name, s.price, k.fecha - (k.r * 30)::int,
             -- the unit rows written next: one per '1' of the pattern (ADR 0076)
             length(replace(s.pattern, '0', ''))
      FROM (SELECT * FROM bench_slots ORDER BY r LIMIT ${scale.appointments}) k
      JOIN services s ON s.id = k.service_id
      JOIN users u ON u.id = k.professional_id
      JOIN branches b ON b.id = k.branch_id
      JOIN professional_services ps ON ps.professional_branch_id = k.pb_id AND ps.service_id = k.service_id
      ORDER BY k.fecha - (k.r * 30)::int, k.r;
  `,
  );

  await step(
    'appointment units',
    `
    INSERT INTO appointment_units (professional_id, fecha, unit, appointment_id)
      SELECT a.professional_id, a.fecha,
             substr(a.hora_inicio, 1, 2)::int * 4 + substr(a.hora_inicio, 4, 2)::int / 15 + i - 1,
             a.id
      FROM appointments a
      JOIN services s ON s.id = a.service_id
      CROSS JOIN LATERAL generate_series(1, length(s.pattern)) i
      WHERE substr(s.pattern, i, 1) = '1'
      ORDER BY a.id, i;
    DROP TABLE bench_slots;
    DROP TABLE bench_layout;
  `,
  );

  await step('vacuum analyze', 'VACUUM ANALYZE');

  const [counts] = await db.query<Record<string, number | string>>(`
    SELECT (SELECT count(*) FROM users) AS users,
           (SELECT count(*) FROM professional_branches) AS pbs,
           (SELECT count(*) FROM professional_services) AS pss,
           (SELECT count(*) FROM appointments) AS appts,
           (SELECT count(*) FROM appointment_units) AS units`);
  return {
    users: Number(counts?.users),
    clientIdFrom: clientFrom,
    clientIdTo: clientTo,
    professionalBranches: Number(counts?.pbs),
    professionalServices: Number(counts?.pss),
    appointments: Number(counts?.appts),
    appointmentUnits: Number(counts?.units),
    firstDate,
    lastDate,
  };
}
