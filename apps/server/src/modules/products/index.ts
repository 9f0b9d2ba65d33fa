/** What other modules may use of `products` (docs/decisions/0062-server-module-boundaries.md). */
export { productsByIds, type ProductRow } from './products.queries';
export { actorOf, noStock, PRODUCT_NOT_FOUND, type Actor } from './products.service';
export { returnStock, saleMovements, takeStock, type StockLine } from './stock.service';
export type { MovementValues } from './products.queries';
