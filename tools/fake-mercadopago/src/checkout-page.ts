import type { Preference } from './types';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ars = (n: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(n);

/** The tester's checkout: what is being paid, and two buttons. */
export function checkoutPage(pref: Preference, expired: boolean): string {
  const item = pref.items?.[0];
  const amount = (item?.unit_price ?? 0) * (item?.quantity ?? 1);
  const body = expired
    ? '<p role="alert">Este link de pago venció.</p>'
    : `<form method="post" action="/checkout/v1/pay">
        <input type="hidden" name="pref_id" value="${esc(pref.id)}">
        <button name="decision" value="approved" class="ok">Aprobar pago</button>
        <button name="decision" value="rejected" class="ko">Rechazar pago</button>
      </form>`;
  return `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><title>Mercado Pago (simulado)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body{font-family:system-ui,sans-serif;background:#eee;margin:0;display:grid;place-items:center;min-height:100vh}
  main{background:#fff;padding:2rem;border-radius:8px;max-width:26rem;box-shadow:0 1px 4px #0003}
  .ok{background:#009ee3;color:#fff}.ko{background:#fff;color:#c00;border:1px solid #c00}
  button{font-size:1rem;padding:.7rem 1.2rem;border-radius:6px;border:0;margin:.5rem .5rem 0 0;cursor:pointer}
  small{color:#666}
</style></head>
<body><main>
  <h1>Mercado Pago <small>(simulado)</small></h1>
  <p>${esc(item?.title ?? 'Pago')}</p>
  <p>Total: <strong>${esc(ars(amount))}</strong></p>
  <p><small>Pagador: ${esc(pref.payer?.email ?? '')} · Ref.: ${esc(pref.external_reference ?? '')}</small></p>
  ${body}
</main></body></html>`;
}
