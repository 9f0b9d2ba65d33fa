import { UnderConstruction } from '@/components/under-construction';

/** Placeholder for routes of later issues: title + 'Sección en construcción'. */
export default function ConstructionRoute({ title }: { title: string }) {
  return <UnderConstruction title={title} />;
}
