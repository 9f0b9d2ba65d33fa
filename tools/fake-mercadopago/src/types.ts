/** The subset of Mercado Pago's shapes the fake speaks. */
export interface PreferenceRequest {
  items?: {
    id?: string;
    title?: string;
    quantity?: number;
    unit_price?: number;
    currency_id?: string;
  }[];
  payer?: { email?: string; name?: string };
  external_reference?: string;
  back_urls?: { success?: string; pending?: string; failure?: string };
  auto_return?: string;
  notification_url?: string;
  statement_descriptor?: string;
  expires?: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
}

export interface Preference extends PreferenceRequest {
  id: string;
  init_point: string;
  sandbox_init_point: string;
  date_created: string;
}

export type PaymentStatus =
  'approved' | 'rejected' | 'pending' | 'in_process' | 'cancelled' | 'refunded';

export interface Payment {
  id: number;
  status: PaymentStatus;
  status_detail: string;
  external_reference: string | null;
  preference_id: string | null;
  transaction_amount: number;
  currency_id: string;
  installments: number;
  transaction_details: { net_received_amount: number; total_paid_amount: number };
  payer: { email: string | null };
  date_created: string;
  date_approved: string | null;
}

export interface Delivery {
  url: string;
  paymentId: number;
  status: number | 'error';
}
