import { useState } from 'react';
import { useLogoUrl, useSiteName } from '@/api/options';
import { useProfessionalsOfBranch } from '@/api/professionals';
import { useTill, type Charge } from '@/api/till';
import { AnnulChargeDialog } from './annul-charge-dialog';
import { ReceiptDialog } from './receipt-dialog';

interface Options {
  isAdmin: boolean;
  /** a branch's name by its id */
  branchName: (branchId: number) => string;
}

/**
 * A charge's receipt and its annulment, wherever charges are listed (the open till, a past
 * till, the charges list). The receipt reads the charge's till: "Anular cobro" shows only to an
 * admin while that till is open (the server refuses it once closed, contract §7.3). Annulled, the
 * receipt shows the charge as the server answered it: annulled, by whom, when and why.
 */
export function useChargeDialogs({ isAdmin, branchName }: Options) {
  const [receipt, setReceipt] = useState<{ charge: Charge; names: ReadonlyMap<number, string> }>();
  const [annulling, setAnnulling] = useState<Charge | null>(null);
  const till = useTill(receipt?.charge.id_caja ?? null);
  const branchId = till.data?.caja?.id_sucursal ?? null;
  const staff = useProfessionalsOfBranch(branchId === null ? '' : String(branchId));
  const siteName = useSiteName();
  const logoUrl = useLogoUrl();
  const tillOpen = till.data?.caja?.estado === 'abierta';

  function professionalName(id: number | null) {
    if (id === null) return '';
    return (
      receipt?.names.get(id) ??
      staff.data?.find((p) => p.id_peluquero_sucursal === id)?.nombre ??
      ''
    );
  }

  const element = (
    <>
      <ReceiptDialog
        receipt={
          receipt
            ? {
                charge: receipt.charge,
                studioName: siteName,
                logoUrl,
                branchName: branchId === null ? '' : branchName(branchId),
                professionalName,
              }
            : null
        }
        onAnnul={
          isAdmin && tillOpen && receipt?.charge.estado === 'valido'
            ? () => setAnnulling(receipt.charge)
            : undefined
        }
        onClose={() => setReceipt(undefined)}
      />
      <AnnulChargeDialog
        charge={annulling}
        onClose={() => setAnnulling(null)}
        onAnnulled={(annulled) =>
          setReceipt((r) =>
            r && r.charge.id_cobro === annulled.id_cobro ? { ...r, charge: annulled } : r,
          )
        }
      />
    </>
  );

  return {
    /** the receipt of a charge; `names` of professionals its tips may name */
    showReceipt: (charge: Charge, names: ReadonlyMap<number, string> = new Map()) =>
      setReceipt({ charge, names }),
    /** the confirm dialog asking why (only offer it to an admin while the till is open) */
    annul: (charge: Charge) => setAnnulling(charge),
    element,
  };
}
