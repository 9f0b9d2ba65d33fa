/** The payments feature's public surface. */
export { PaymentPanel, type PaymentPanelProps } from './components/payment-panel';
export { PaymentResult, type ReturnKind } from './components/payment-result';
export { paymentText } from './utils/texts';
