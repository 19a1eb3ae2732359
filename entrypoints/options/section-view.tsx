import type { Route, SectionPage } from '../../components/options/routes';
import { SECTIONS } from './sections';

/** The one section the route names. */
export function SectionView({ route, onAccountChanged }: { route: Route } & SectionPage) {
  const section = SECTIONS.find((s) => s.id === route.section);
  return section ? section.view(route, { onAccountChanged }) : null;
}
