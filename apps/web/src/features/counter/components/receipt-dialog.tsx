import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import PrintIcon from '@mui/icons-material/Print';
import { Receipt, type ReceiptProps } from './receipt';

export const PAPERS = {
  '58': {
    label: 'Térmica 58 mm',
    width: '48mm',
    page: '@page { size: 58mm 297mm; margin: 3mm 5mm; }',
    font: '8pt',
  },
  '80': {
    label: 'Térmica 80 mm',
    width: '72mm',
    page: '@page { size: 80mm 297mm; margin: 3mm 4mm; }',
    font: '9pt',
  },
  a4: { label: 'Hoja A4', width: '120mm', page: '@page { size: A4; margin: 15mm; }', font: '11pt' },
} as const;
export type Paper = keyof typeof PAPERS;

const PAPER_KEY = 'turnos.receipt-paper';
const savedPaper = (): Paper => {
  const v = globalThis.localStorage?.getItem(PAPER_KEY);
  return v === '58' || v === '80' || v === 'a4' ? v : '80';
};

/**
 * Print only the receipt: every other child of <body> (the app, other dialogs) is left out, the
 * dialog is laid out as plain paper of the width chosen (58/80 mm thermal rolls, A4).
 */
const printStyles = (paper: Paper) => {
  const p = PAPERS[paper];
  return `@media print {
  ${p.page}
  body > *:not(.receipt-dialog) { display: none !important; }
  body { background: #fff !important; }
  .receipt-dialog { position: static !important; }
  .receipt-dialog .MuiBackdrop-root, .receipt-dialog .no-print { display: none !important; }
  .receipt-dialog .MuiDialog-container { display: block !important; height: auto !important; }
  .receipt-dialog .MuiDialog-paper { margin: 0 auto !important; box-shadow: none !important; max-width: none !important; width: ${p.width} !important; max-height: none !important; overflow: visible !important; background: #fff !important; }
  .receipt-dialog .MuiDialogContent-root { padding: 0 !important; overflow: visible !important; }
  #receipt { font-size: ${p.font} !important; color: #000 !important; }
  #receipt * { color: #000 !important; }
}`;
};

/** The receipt after a charge (or reopened from the till): on screen, and printed. */
export function ReceiptDialog({
  receipt,
  onClose,
  onAnnul,
}: {
  receipt: ReceiptProps | null;
  onClose: () => void;
  /** "Anular cobro": given only to an admin while the charge's till is open */
  onAnnul?: () => void;
}) {
  const [paper, setPaper] = useState<Paper>(savedPaper);
  return (
    <Dialog
      open={receipt !== null}
      onClose={onClose}
      className="receipt-dialog"
      aria-labelledby="receipt-title"
      fullWidth
      maxWidth="xs"
    >
      <GlobalStyles styles={printStyles(paper)} />
      <DialogTitle id="receipt-title" className="no-print">
        Comprobante
      </DialogTitle>
      <DialogContent>{receipt && <Receipt {...receipt} />}</DialogContent>
      <DialogActions className="no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <TextField
          id="receipt-paper"
          select
          size="small"
          label="Papel"
          value={paper}
          onChange={(e) => {
            const v = e.target.value as Paper;
            setPaper(v);
            globalThis.localStorage?.setItem(PAPER_KEY, v);
          }}
          sx={{ minWidth: 160, mr: 'auto' }}
        >
          {(Object.keys(PAPERS) as Paper[]).map((k) => (
            <MenuItem key={k} value={k}>
              {PAPERS[k].label}
            </MenuItem>
          ))}
        </TextField>
        {onAnnul && (
          <Button color="error" onClick={onAnnul}>
            Anular cobro
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
