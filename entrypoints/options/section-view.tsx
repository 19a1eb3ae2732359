import type { AccountState } from '../../lib/model';
import { AccountSection } from './account/account-section';
import { CampaignsSection } from './campaigns/campaigns-section';
import { ChannelsSection } from './channels/channels-section';
import { ConvertSection } from './convert/convert-section';
import { DestinationsSection } from './destinations/destinations-section';
import { HistorySection } from './history/history-section';
import { OffersSection } from './offers/offers-section';
import { QueueSection } from './queue/queue-section';
import { ClaimsSection } from './records/claims-section';
import { CpcClicksSection } from './records/cpc-clicks-section';
import { InvoicesSection } from './records/invoices-section';
import { TransactionsSection } from './records/transactions-section';
import { ReportsSection } from './reports/reports-section';
import type { Route } from './routes';
import { SalesSection } from './sales/sales-section';

/** The one section the route names. */
export function SectionView({
  route,
  onAccountChanged,
}: {
  route: Route;
  onAccountChanged: (state: AccountState) => void;
}) {
  switch (route.section) {
    case 'account':
      return <AccountSection onAccountChanged={onAccountChanged} />;
    case 'channels':
      return <ChannelsSection />;
    case 'campaigns':
      return <CampaignsSection campaignId={route.campaignId} badCampaignId={route.badCampaignId} />;
    case 'reports':
      return <ReportsSection />;
    case 'transactions':
      return <TransactionsSection key={route.invoiceNumber ?? ''} invoiceNumber={route.invoiceNumber} />;
    case 'sales':
      return <SalesSection />;
    case 'cpc-clicks':
      return <CpcClicksSection />;
    case 'invoices':
      return <InvoicesSection />;
    case 'claims':
      return <ClaimsSection />;
    case 'convert':
      return <ConvertSection />;
    case 'offers':
      return <OffersSection offerId={route.offerId} badOfferId={route.badOfferId} />;
    case 'history':
      return <HistorySection />;
    case 'destinations':
      return <DestinationsSection />;
    case 'queue':
      return <QueueSection />;
  }
}
