import { usePageTitle } from '@/components/page';
import { useSiteName } from '@/api/options';
import { ShopWindow } from '@/features/home/components/shop-window';

export default function HomeRoute() {
  const siteName = useSiteName();
  usePageTitle(siteName);
  return <ShopWindow siteName={siteName} />;
}
