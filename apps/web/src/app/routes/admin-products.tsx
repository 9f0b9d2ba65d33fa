import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session-context';
import { ProductsScreen } from '@/features/counter/components/products-screen';

/** /admin/productos — the products sold at the counter and their stock per branch. */
export default function AdminProductsRoute() {
  const { session } = useSession();
  return (
    <Page title="Productos" maxWidth="lg">
      {session ? <ProductsScreen professionalId={session.id} /> : <PageLoader />}
    </Page>
  );
}
