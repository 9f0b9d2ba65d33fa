// Moved to '@/lib/logo-url' (settings reads it too; see docs/decisions/0004). Only
// app/layout/top-bar.tsx still imports this path: point it at '@/lib/logo-url', then delete
// features/site.
export { getLogoUrl, useLogoUrl } from '@/lib/logo-url';
