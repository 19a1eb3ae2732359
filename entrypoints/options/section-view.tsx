import { AccountSection } from '../../lib/account/ui/account-section';
import { CampaignsSection } from '../../lib/campaigns/ui/campaigns-section';
import { ChannelsSection } from '../../lib/channels/ui/channels-section';
import type { AccountState } from '../../lib/core/model';
import { OffersSection } from '../../lib/deals/ui/offers-section';
import { HistorySection } from '../../lib/history/ui/history-section';
import { ConvertSection } from '../../lib/post/ui/convert-section';
import { DestinationsSection } from '../../lib/posting/ui/destinations-section';
import { QueueSection } from '../../lib/queue/ui/queue-section';
import { ClaimsSection } from '../../lib/records/ui/claims-section';
import { CpcClicksSection } from '../../lib/records/ui/cpc-clicks-section';
import { InvoicesSection } from '../../lib/records/ui/invoices-section';
import { TransactionsSection } from '../../lib/records/ui/transactions-section';
import { ReportsSection } from '../../lib/reports/ui/reports-section';
import { SalesSection } from '../../lib/sales/ui/sales-section';
import type { Route } from './routes';

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
