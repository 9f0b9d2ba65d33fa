/**
 * What Turnos needs from a WhatsApp gateway (ADR 0043). Evolution API v2 is the one implemented;
 * WPPConnect or Meta's Cloud API would be other implementations of this interface.
 */
export type WhatsappState = 'open' | 'connecting' | 'close';

export interface WhatsappGateway {
  /** Sends a text; `number` is digits only in international form (549…). */
  sendText(number: string, text: string): Promise<void>;
  connectionState(): Promise<WhatsappState>;
  /** The pairing QR as a base64 PNG (no data: prefix), or null when already paired. */
  pairingQr(): Promise<string | null>;
  /**
   * Asks the gateway to post every received message to `url` with the header `apikey: token`
   * (contract §6.5); set again on every connection, so a changed address or token follows.
   */
  setWebhook(url: string): Promise<void>;
}

/** A failed gateway call; `retryable` false when trying again cannot help (unknown number). */
export class WhatsappError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'WhatsappError';
  }
}

export interface WhatsappServerSettings {
  /** the gateway's origin (gateway-address.ts): the API key is sent there and nowhere else */
  baseUrl: URL;
  token: string;
}
