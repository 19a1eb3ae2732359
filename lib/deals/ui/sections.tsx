// Deals, the deals feature's options section: declared here, found by the options page
// (entrypoints/options/sections.ts).
import { idOrBad, type OptionsSection } from '../../../components/options/routes';
import { OffersSection } from './offers-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'offers',
    labelKey: 'dealsTitle',
    group: 'post',
    order: 20,
    parse: (rest) => {
      const id = idOrBad(rest);
      return 'id' in id ? { offerId: id.id } : { badOfferId: id.bad };
    },
    view: (route) => <OffersSection offerId={route.offerId} badOfferId={route.badOfferId} />,
  },
];
