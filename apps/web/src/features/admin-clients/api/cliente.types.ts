/** A client as `get-all-clientes` returns it (contract §4.1). */
export interface AdminCliente {
  ID: number;
  nombre: string;
  celular: string;
  user_email: string;
  /** '1' validated */
  user_status: string;
  /** '1' blocked */
  user_is_blocked: string;
}

export type ClienteFlag = 'user_status' | 'user_is_blocked';
export type ClienteDataField = 'nombre' | 'celular';
