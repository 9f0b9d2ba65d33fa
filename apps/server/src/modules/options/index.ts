/** What other modules may use of `options` (docs/decisions/0062-server-module-boundaries.md). */
export { getOption, getOptions, setOption, siteName } from './options.queries';
export { getLogo, getLogoBytes, getOptionsAndLogoAt } from './logo.queries';
export { OPTION_DEFAULTS } from './option-defaults';
export { gatewayBaseUrl, gatewayUrl } from './gateway-address';
