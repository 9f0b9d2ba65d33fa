import type { Endpoint, EndpointRoute } from './endpoint';
import * as accounts from './accounts';
import * as agenda from './agenda';
import * as appointments from './appointments';
import * as branches from './branches';
import * as calendars from './calendars';
import * as clients from './clients';
import * as clientFile from './client-file';
import * as options from './options';
import * as payments from './payments';
import * as professionalServices from './professional-services';
import * as professionals from './professionals';
import * as reception from './reception';
import * as reports from './reports';
import * as schedules from './schedules';
import * as services from './services';
import * as staffAppointments from './staff-appointments';
import * as waitlist from './waitlist';
import * as visits from './visits';
import * as products from './products';
import * as till from './till';
import * as charges from './charges';
import * as credit from './credit';
import * as closures from './closures';
import * as series from './series';
import * as commissions from './commissions';
import * as imports from './imports';

const all = (module: Record<string, unknown>): Endpoint[] =>
  Object.values(module).filter(
    (v): v is Endpoint =>
      typeof v === 'object' && v !== null && 'namespace' in v && 'name' in v && 'data' in v,
  );

/** Every endpoint the server serves (both namespaces): the routes are registered from these. */
export const endpoints: readonly Endpoint[] = [
  ...all(accounts),
  ...all(clients),
  ...all(clientFile),
  ...all(branches),
  ...all(services),
  ...all(professionals),
  ...all(professionalServices),
  ...all(schedules),
  ...all(appointments),
  ...all(staffAppointments),
  ...all(visits),
  ...all(agenda),
  ...all(reception),
  ...all(reports),
  ...all(options),
  ...all(payments),
  ...all(waitlist),
  ...all(calendars),
  ...all(products),
  ...all(till),
  ...all(charges),
  ...all(credit),
  ...all(closures),
  ...all(series),
  ...all(commissions),
  ...all(imports),
];

/** The entries a module exports. */
type EntriesOf<M> = M extends unknown
  ? { [K in keyof M]: M[K] extends Endpoint ? M[K] : never }[keyof M]
  : never;

/** Every entry of the contract, each with its literal route (`defineEndpoint`). */
export type ContractEndpoint = EntriesOf<
  | typeof accounts
  | typeof clients
  | typeof clientFile
  | typeof branches
  | typeof services
  | typeof professionals
  | typeof professionalServices
  | typeof schedules
  | typeof appointments
  | typeof staffAppointments
  | typeof visits
  | typeof agenda
  | typeof reception
  | typeof reports
  | typeof options
  | typeof payments
  | typeof waitlist
  | typeof calendars
  | typeof products
  | typeof till
  | typeof charges
  | typeof credit
  | typeof closures
  | typeof series
  | typeof commissions
>;

/** The methods an entry takes, as a union. */
type MethodsOf<E extends Endpoint> = E['method'] extends readonly (infer M)[] ? M : E['method'];

/**
 * The entry built from a route of `@turnos/contract/paths` (ADR 0094): how the web gets an
 * endpoint's parameter and answer types from the route it imports, with no zod at run time. The
 * route may name one of the entry's methods (`{ ...authValidate, method: 'GET' }`). `never` for a
 * route no entry was built from.
 */
export type EndpointAt<R extends EndpointRoute> = ContractEndpoint extends infer E extends Endpoint
  ? E extends { namespace: R['namespace']; name: R['name'] }
    ? R['method'] extends MethodsOf<E>
      ? E
      : never
    : never
  : never;
